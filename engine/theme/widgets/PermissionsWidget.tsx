import { Button, HTMLSelect, HTMLTable, Menu, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { GRID_LANGUAGES, ROLE_CHOICES, choose, roleAt } from '../../registry/packs/core/permissions-grid';
import { applyRowToAll, copyLanguage } from '../../registry/packs/core/permissions-edits';
import { permissionGroups } from '../../registry/packs/core/permissions-rows';
import { LANGUAGES } from '../../../shared/languages';
import './permissions.css';

const ROLE_OPTIONS = ROLE_CHOICES.map((r) => ({ value: String(r.roleId), label: r.label }));
const codeOf = (languageId: number) => LANGUAGES.find((l) => l.languageId === languageId)?.folder ?? String(languageId);

/**
 * `permissions`: a user's roles as one grid (issue 17, item 4): the field's `groups` of data types (Content,
 * Settings, Tools, with readable names) by the languages of its options, a role per cell. A row's role in the
 * first language can be applied to every language, and a language's column copied to others. The value is the
 * grid of engine/registry/packs/core/permissions-grid.ts; the `permissionGrid` conversion sends every cell.
 */
export default function PermissionsWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(props: WidgetProps<T, S, F>) {
  const { id, value, options, disabled, readonly, onChange } = props;
  const choices = Array.isArray(options.choices) ? (options.choices as { value: number | string; label: string }[]) : null;
  const languages = choices ? choices.map((c) => ({ languageId: Number(c.value), name: c.label })) : GRID_LANGUAGES.map((l) => ({ languageId: l, name: codeOf(l) }));
  const languageIds = languages.map((l) => l.languageId);
  const groups = permissionGroups(options.groups);
  const dataTypeIds = groups.flatMap((g) => g.rows.map((r) => r.dataTypeId));
  // A name two groups share (Reviews under Content and under Settings) is told apart by its group when read aloud.
  const shared = new Set(groups.flatMap((g) => g.rows.map((r) => r.label)).filter((label, i, all) => all.indexOf(label) !== i));
  const spoken = (group: string, label: string) => (shared.has(label) ? `${label} (${group})` : label);
  const locked = disabled || readonly;
  const [first] = languages;

  return (
    <HTMLTable id={id} compact className="bo-permissions-grid" aria-label="Permissions by data type and language">
      <thead>
        <tr>
          <th scope="col">Data type</th>
          {languages.map((language) => (
            <th scope="col" key={language.languageId}>
              <abbr title={language.name}>{codeOf(language.languageId)}</abbr>
              {!locked && (
                <Popover
                  placement="bottom-start"
                  content={
                    <Menu aria-label={`Copy ${codeOf(language.languageId)} to`}>
                      {languages.filter((l) => l !== language).map((l) => (
                        <MenuItem key={l.languageId} text={`${l.name} (${codeOf(l.languageId)})`} onClick={() => onChange(copyLanguage(value, language.languageId, [l.languageId], dataTypeIds))} />
                      ))}
                      <MenuItem text="All other languages" onClick={() => onChange(copyLanguage(value, language.languageId, languageIds, dataTypeIds))} />
                    </Menu>
                  }
                >
                  <Button variant="minimal" size="small" icon="duplicate" aria-label={`Copy ${codeOf(language.languageId)} to…`} title={`Copy ${codeOf(language.languageId)} to…`} />
                </Popover>
              )}
            </th>
          ))}
          {!locked && first && <th scope="col">All languages</th>}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.label}>
          <tr className="bo-permissions-group">
            <th scope="colgroup" colSpan={languages.length + (locked || !first ? 1 : 2)}>{group.label}</th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.dataTypeId}>
              <th scope="row">{row.label}</th>
              {languages.map((language) => (
                <td key={language.languageId}>
                  <HTMLSelect
                    minimal
                    aria-label={`${spoken(group.label, row.label)} in ${codeOf(language.languageId)}`}
                    value={String(roleAt(value, language.languageId, row.dataTypeId))}
                    disabled={locked}
                    onChange={(e) => onChange(choose(value, language.languageId, row.dataTypeId, Number(e.target.value)))}
                    options={ROLE_OPTIONS}
                  />
                </td>
              ))}
              {!locked && first && (
                <td>
                  <Tooltip content={`Apply ${codeOf(first.languageId)} to all languages`} placement="left">
                    <Button variant="minimal" size="small" icon="arrow-right" text="All"
                      aria-label={`Apply ${spoken(group.label, row.label)} in ${codeOf(first.languageId)} to all languages`}
                      onClick={() => onChange(applyRowToAll(value, row.dataTypeId, first.languageId, languageIds))} />
                  </Tooltip>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      ))}
    </HTMLTable>
  );
}
