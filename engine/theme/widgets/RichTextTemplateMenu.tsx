import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { RICHTEXT_TEMPLATES } from './richtext-templates';

/** "Insert template": the three built-in templates, inserted at the cursor. */
export default function RichTextTemplateMenu({ onInsert, disabled }: { onInsert: (html: string) => void; disabled?: boolean }) {
  return (
    <Popover
      placement="bottom-start"
      disabled={disabled}
      content={
        <Menu aria-label="Templates">
          {RICHTEXT_TEMPLATES.map((t) => (
            <MenuItem key={t.id} text={t.label} onClick={() => onInsert(t.html)} />
          ))}
        </Menu>
      }
    >
      <Button icon="document" endIcon="caret-down" text="Insert template" disabled={disabled} />
    </Popover>
  );
}
