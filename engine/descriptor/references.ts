import { DescriptorError } from './descriptor-error';
import type { ScreenDescriptor } from '../model/descriptor';
import { groupsOf } from '../model/parts';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import { formsOf, placeIn } from './held';
import { checkRecordLanguage } from './record-language';

/**
 * What a form's own parts must agree on: a saveGroup step names one of its groups, and a form reading its record by
 * its address follows that record's language (record-language.ts).
 */
export function checkReferences<D extends ScreenDescriptor>(file: string, descriptor: D, registry: AnyRegistry = appRegistry): D {
  const onRoute = 'route' in descriptor && !!descriptor.route;
  for (const { at, body: form } of formsOf(descriptor, registry)) {
    checkRecordLanguage(file, at, form, onRoute);
    const groups = groupsOf(form.parts).map((g) => g.name);
    (form.save.steps ?? []).forEach((step, i) => {
      if ('saveGroup' in step && !groups.includes(step.saveGroup)) {
        throw new DescriptorError(file, placeIn(at, `save.steps[${i}].saveGroup`), `no group of this form is named "${step.saveGroup}"; its groups: ${groups.join(', ') || 'none'}`);
      }
    });
  }
  return descriptor;
}
