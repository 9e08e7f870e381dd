import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { WhyDisabled } from '../../reason/WhyDisabled';
import type { ExportFormat } from './useListExport';

const FORMATS: { format: ExportFormat; text: string; icon: 'th' | 'grid-view' }[] = [
  { format: 'csv', text: 'CSV', icon: 'th' },
  { format: 'xlsx', text: 'Excel (XLSX)', icon: 'grid-view' },
];

/**
 * A list's Export: a button opening its formats. Disabled, saying why, while there is nothing to export; busy while a
 * file is being made.
 */
export function ExportMenu({ reason, busy, onExport }: { reason?: string; busy: ExportFormat | null; onExport(format: ExportFormat): void }) {
  const button = <Button icon="export" endIcon="caret-down" text="Export" disabled={!!reason} loading={!!busy} />;
  if (reason) return <WhyDisabled reason={reason}>{button}</WhyDisabled>;
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label="Export as">
          {FORMATS.map((f) => (
            <MenuItem key={f.format} icon={f.icon} text={f.text} onClick={() => onExport(f.format)} />
          ))}
        </Menu>
      }
    >
      {button}
    </Popover>
  );
}
