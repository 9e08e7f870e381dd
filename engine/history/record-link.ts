import type { DataProvider } from '../data/provider';
import { fieldsOf } from '../model/parts';
import { formsOfType, type TypeForm } from './forms-of-type';

type Row = Record<string, unknown>;

/** A record of the audit log as a person finds it: its name, and the address of its editor when it still exists. */
export interface RecordLink {
  name?: string;
  to?: string;
}

/** Fields that name a record when its screen's header names none. */
const NAME_FIELDS = ['name', 'title', 'fullName', 'heading', 'label', 'urlTableName', 'username'];

/** A record's name: its screen header's field, a usual naming field, else its form's first text with a value. */
export function nameOf(row: Row, typeForm?: TypeForm): string | undefined {
  const text = (field: string | undefined) => (field && typeof row[field] === 'string' && (row[field] as string).trim() ? (row[field] as string).trim() : undefined);
  const firstText = typeForm && fieldsOf(typeForm.form.parts).find((f) => f.widget === 'text' && text(f.name));
  return text(typeForm?.nameField) ?? NAME_FIELDS.map(text).find(Boolean) ?? text(firstText?.name);
}

const paramOf = (route: string) => /:(\w+)/.exec(route)?.[1];

/**
 * Finds a record through the forms that edit its type, as they load it (by its id in the route, or the language's
 * settings record), and gives its name and its editor's address; nothing when no form finds it.
 */
export async function recordLink(provider: DataProvider, type: string, id: string, languageId: number): Promise<RecordLink> {
  const forms = (await formsOfType(type)).filter((f) => f.route && f.form.load);
  // A form opened by the record's id finds it in one call; a settings form only by reading the language's record.
  const ordered = [...forms.filter((f) => paramOf(f.route!)), ...forms.filter((f) => !paramOf(f.route!))];
  for (const typeForm of ordered) {
    const param = paramOf(typeForm.route!);
    const ctx = { language: languageId, params: param ? { [param]: id } : {}, record: {} };
    const answer = await provider.call<unknown>(typeForm.form.load!.call, ctx).catch(() => null);
    const rows = (Array.isArray(answer) ? answer : [answer]) as Row[];
    const row = rows.find((r) => r && typeof r === 'object' && String(r[typeForm.form.idField]) === id);
    if (!row) continue;
    // A settings form has one record a language: its screen's title names it better than any of its fields.
    if (!param) return { name: typeForm.form.title, to: typeForm.route };
    return { name: nameOf(row, typeForm), to: typeForm.route!.replace(`:${param}`, encodeURIComponent(id)) };
  }
  return {};
}
