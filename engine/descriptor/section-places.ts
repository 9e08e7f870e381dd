import type { FormPart, ScreenDescriptor } from '../model/descriptor';
import { isSection } from '../model/parts';
import type { AnyRegistry } from '../registry/index';
import { DescriptorError } from './descriptor-error';
import { formsOf, placeIn } from './held';

function walk(file: string, parts: FormPart[], where: string, within?: string) {
  parts.forEach((part, i) => {
    if (!isSection(part)) return;
    const at = `${where}[${i}]`;
    if (within && part.place)
      throw new DescriptorError(file, `${at}.place`, `"place" applies to a top-level section only, and "${part.section}" is inside "${within}": move it out to the form's parts, or leave "place" out`);
    walk(file, part.parts, `${at}.parts`, part.section);
  });
}

/** A section placed in the side panel must be one of the form's own parts: the layout places top-level sections only. */
export function checkSectionPlaces(file: string, descriptor: ScreenDescriptor, registry: AnyRegistry): void {
  for (const { at, body } of formsOf(descriptor, registry)) walk(file, body.parts, placeIn(at, 'parts'));
}
