import type { DataTypeName } from '../../shared/data-types';
import type { AccessSubject } from '../access/can-access';
import { canAccess } from '../access/can-access';
import type { FormBody } from '../model/descriptor';

const ENGLISH = 1;

/**
 * Whether the user may read the form's records in English: what reads the English record by itself (the glossary's
 * check, the memory's suggestions) does nothing for a user who may not, rather than ask and be refused. A form that
 * names no data type is read as its screen allows.
 */
export function mayReadEnglish(form: FormBody, subject: AccessSubject): boolean {
  const dataType = form.permission?.dataType as DataTypeName | undefined;
  return !dataType || canAccess({ action: 'view', resource: dataType, languageId: ENGLISH, subject });
}
