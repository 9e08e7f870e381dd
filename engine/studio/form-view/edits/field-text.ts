import { edited, partAt, type Json, type PartPath } from './parts-path';

/** The texts of a field the form view changes: its label, its help under it and its required message. */
export type FieldText = 'label' | 'help' | 'required';

/** Sets a text of the part at `path`; an empty help or required message removes the property (no help, not required). */
export function setFieldText(descriptor: Json, path: PartPath, key: FieldText, text: string): Json {
  return edited(descriptor, (copy) => {
    const part = partAt(copy, path);
    if (text === '' && key !== 'label') delete part[key];
    else part[key] = text;
  });
}

/** The message a field made required starts with; the person may change it. */
export const defaultRequiredMessage = (label: string) => `${label} is required.`;

export function setRequired(descriptor: Json, path: PartPath, required: boolean): Json {
  const label = String(partAt(descriptor, path).label ?? '');
  return setFieldText(descriptor, path, 'required', required ? defaultRequiredMessage(label) : '');
}

/** A group's heading or one of its items' labels (a group is edited in place, its storage untouched). */
export function setGroupLabel(descriptor: Json, path: PartPath, item: number | null, label: string): Json {
  return edited(descriptor, (copy) => {
    const group = partAt(copy, path);
    if (item === null) {
      if (label === '') delete group.label;
      else group.label = label;
    } else group.items[item].label = label;
  });
}

/** A section's heading. */
export function renameSection(descriptor: Json, path: PartPath, title: string): Json {
  return edited(descriptor, (copy) => {
    partAt(copy, path).section = title;
  });
}
