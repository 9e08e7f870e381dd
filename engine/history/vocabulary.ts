import type { FormBody } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import type { Choice, Choices } from '../form/schema';
import { fieldsOf, groupsOf } from '../model/parts';
import { storageOf } from '../form/parts';

/** What the history knows of one stored field: its label on the form, how it is edited, and its choices. */
export interface FieldWords {
  label: string;
  widget?: string;
  choices?: Choice[];
  /** The record's own id: it names the record, it is never changed. */
  hidden?: boolean;
  /** Its kind is a long text (its definition's `longText`): a change reads as a word diff. */
  longText?: boolean;
  /** Its kind edits yes or no (a boolean value): a stored 0 or 1 reads Yes or No. */
  yesNo?: boolean;
}

/** The stored fields of a record type as the forms that edit it name them. */
export type Vocabulary = Record<string, FieldWords>;

/**
 * The words of the forms that edit a record type, the first form's winning where two name one field: each field
 * by its label with the choices its form shows (the author's name for an author's id), each group by its heading.
 */
export function vocabularyOf(forms: FormBody[], choices: Choices = {}, registry: AnyRegistry = appRegistry): Vocabulary {
  const words: Vocabulary = {};
  // What the field's kind says of its values, from its definition.
  const traits = (widget: string) => {
    const kind = registry.fieldKinds[widget];
    return { ...(kind?.longText && { longText: true }), ...(kind?.valueType === 'boolean' && { yesNo: true }) };
  };
  for (const form of [...forms].reverse()) {
    words[form.idField] = { label: readableName(form.idField), hidden: true };
    for (const group of groupsOf(form.parts)) {
      words[group.name] = { label: group.label ?? readableName(group.name), widget: 'group' };
      // A group's items are stored fields of its rows (a SERP's subtitle, a question): named by their labels too.
      for (const item of group.items) if (item.name && item.label) words[item.name] ??= { label: item.label, widget: item.widget, ...traits(item.widget) };
      // The record's link to the row its group keeps (a review's serpId) follows that row: no one edits it.
      const audit = storageOf(group).audit;
      if (audit) words[audit.idField] = { label: readableName(audit.idField), hidden: true };
    }
    for (const field of fieldsOf(form.parts)) words[field.name] = { label: field.label || readableName(field.name), widget: field.widget, ...traits(field.widget), choices: choices[field.name] ?? words[field.name]?.choices };
  }
  return words;
}

/** A stored name no form labels, as words: "serpId" reads "Serp ID", "url_table_name" reads "URL table name". */
export function readableName(name: string): string {
  const spaced = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-z])([0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bid\b/g, 'ID')
    .replace(/\burl\b/g, 'URL')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Fields the server keeps for its own bookkeeping: an entry's time already says when, and the version is no one's edit. */
export const BOOKKEEPING = new Set(['version', 'updatedDate', 'createdDate', 'updatedAt', 'createdAt', 'modifiedDate', 'lastModified']);
