import { linkInLanguage } from '../../data/language-link';
import type { OverviewRow } from '../../data/translations';

export interface TypeProps {
  value: string;
  label: string;
  edit: string;
  create?: string;
}

export interface OverviewProps {
  types: TypeProps[];
  settings: { value: string; to: string }[];
}

const fillIds = (path: string, ids: Record<string, number | null>) => path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? ''));

/** Where a version opens, in its own language: the record's screen, or a settings screen in that language. */
export function versionLink(props: OverviewProps, row: OverviewRow, languageId: number, id: number): string | undefined {
  if (row.screen) {
    const to = props.settings.find((s) => s.value === row.screen)?.to;
    return to && linkInLanguage(to, languageId);
  }
  const edit = props.types.find((t) => t.value === row.type)?.edit;
  return edit && linkInLanguage(fillIds(edit, { id, englishId: row.englishId }), languageId);
}

/** Where "Create from English" goes: the type's Add flow in that language, the English record chosen where it can be. */
export function createLink(props: OverviewProps, row: OverviewRow, languageId: number): string | undefined {
  if (row.screen) return versionLink(props, row, languageId, 0);
  const create = props.types.find((t) => t.value === row.type)?.create;
  return create && linkInLanguage(fillIds(create, { englishId: row.englishId }), languageId);
}
