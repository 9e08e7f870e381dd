import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLSelect } from '@blueprintjs/core';
import { ariaDescribedByIds, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';
import { GRID_DATA_TYPES, GRID_LANGUAGES, ROLE_CHOICES, choose, roleAt } from '../../registry/packs/core/permissions-grid';

/**
 * `permissions`: a user's roles per language and data type (second document, User form). A language selector and
 * a Permissions button; the button opens a modal listing every data type with a choice None / Read / Write / Admin
 * for the selected language, closed with OK. The value is the grid of engine/registry/packs/core/permissions-grid.ts (cumulative
 * role sets); the form's `permissionGrid` conversion turns it into the entries the save sends. The languages are
 * the field's option list (`ui:options.choices`), all five when it has none.
 */
export default function PermissionsWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { id, value, options, disabled, readonly, onChange } = props;
  const choices = (Array.isArray(options.choices) ? options.choices : GRID_LANGUAGES.map((l) => ({ value: l, label: String(l) }))) as {
    value: number | string;
    label: string;
  }[];
  const [language, setLanguage] = useState<number>(Number(choices[0]?.value ?? 1));
  const [open, setOpen] = useState(false);
  const languageLabel = choices.find((c) => Number(c.value) === language)?.label ?? String(language);
  const locked = disabled || readonly;

  return (
    <div className="bo-permissions" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <HTMLSelect
        id={id}
        value={String(language)}
        disabled={disabled}
        onChange={(e) => setLanguage(Number(e.target.value))}
        options={choices.map((c) => ({ value: String(c.value), label: c.label }))}
        aria-describedby={ariaDescribedByIds(id)}
      />
      <Button icon="key" text="Permissions" disabled={disabled} onClick={() => setOpen(true)} />
      <Dialog isOpen={open} title={`Permissions: ${languageLabel}`} onClose={() => setOpen(false)} style={{ width: 680 }}>
        <DialogBody>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 24, rowGap: 6 }}>
            {GRID_DATA_TYPES.map((type) => (
              <div key={type.dataTypeId} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
                <span>{type.name}</span>
                <HTMLSelect
                  aria-label={type.name}
                  value={String(roleAt(value, language, type.dataTypeId))}
                  disabled={locked}
                  onChange={(e) => onChange(choose(value, language, type.dataTypeId, Number(e.target.value)))}
                  options={ROLE_CHOICES.map((r) => ({ value: String(r.roleId), label: r.label }))}
                />
              </div>
            ))}
          </div>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text="OK" onClick={() => setOpen(false)} />} />
      </Dialog>
    </div>
  );
}
