import type { Embed, Field, FormPart, GroupPart, Section, StaticPart } from './descriptor';

/** What a form's parts are, and every field or group among them (sections flattened). */
export const isGroup = (part: FormPart): part is GroupPart => 'kind' in part && part.kind === 'group';
export const isSection = (part: FormPart): part is Section => 'section' in part;
/** A part that only shows something (a note): a registered part kind other than a group. */
export const isStatic = (part: FormPart): part is StaticPart => 'kind' in part && part.kind !== 'group';
export const isField = (part: FormPart): part is Field => !('kind' in part) && !isSection(part);

/** Every field of a form, sections flattened. */
export function fieldsOf(parts: FormPart[]): Field[] {
  return parts.flatMap((part) => (isSection(part) ? fieldsOf(part.parts) : isField(part) ? [part] : []));
}

export function groupsOf(parts: FormPart[]): GroupPart[] {
  return parts.flatMap((part) => (isSection(part) ? groupsOf(part.parts) : isGroup(part) ? [part] : []));
}

/** The id of a screen a form embeds, whether or not the embed states a condition. */
export const embeddedId = (embed: Embed): string => (typeof embed === 'string' ? embed : embed.screen);
