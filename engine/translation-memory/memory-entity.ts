import type { CallSpec, FormBody, HookStep } from '../model/descriptor';
import type { MemoryChecksParams } from '../registry/packs/memory-checks';

/** The form's `memoryChecks` save step, where it declares one: the form creates versions the memory fills. */
export function memoryStepOf(form: FormBody): MemoryChecksParams | undefined {
  return form.save.steps?.find((s): s is HookStep => 'hook' in s && s.hook === 'memoryChecks') as unknown as MemoryChecksParams | undefined;
}

/**
 * The entity whose "from memory: check" marks a form shows: its `memoryChecks` step's, else, for the editor of a
 * translated family (a form with readiness), the first segment of the call that reads its record (`/Review/{param.id}`
 * → Review), as recordPlaceOf reads it. None for other forms.
 */
export function memoryEntityOf(form: FormBody): string | undefined {
  const step = memoryStepOf(form);
  if (step) return step.entity;
  if (!form.readiness || !form.load) return undefined;
  return /^\/([A-Za-z]+)(\/|$)/.exec(form.load.call.path)?.[1];
}

/** The calls the form's marks make once its record exists: reading them and confirming one. */
export const markCalls = (entity: string, idField: string): CallSpec[] => [
  { path: `/TranslationMemory/checks/${entity}/{record.${idField}}` },
  { method: 'DELETE', path: `/TranslationMemory/checks/${entity}/{record.${idField}}/{value}` },
];
