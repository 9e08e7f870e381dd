import type { FormBody } from './descriptor';

/** The field a form's record names its language with: the one its save fills with the screen's language. */
export function languageFieldOf(form: FormBody): string | undefined {
  return Object.entries(form.fixed ?? {}).find(([, value]) => value === '{language}')?.[0];
}
