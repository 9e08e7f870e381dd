import { DescriptorError } from './descriptor-error';
import type { FormBody, ScreenDescriptor } from '../model/descriptor';
import { groupsOf } from '../model/parts';

/** Names inside a form that must point at something of the same form: a saveGroup step names one of its groups. */
export function checkReferences<D extends ScreenDescriptor>(file: string, descriptor: D): D {
  if (descriptor.kind !== 'form' && descriptor.kind !== 'modal-form') return descriptor;
  const form = descriptor as D & FormBody;
  const groups = groupsOf(form.parts).map((g) => g.name);
  (form.save.steps ?? []).forEach((step, i) => {
    if ('saveGroup' in step && !groups.includes(step.saveGroup)) {
      throw new DescriptorError(file, `save.steps[${i}].saveGroup`, `no group of this form is named "${step.saveGroup}"; its groups: ${groups.join(', ') || 'none'}`);
    }
  });
  return descriptor;
}
