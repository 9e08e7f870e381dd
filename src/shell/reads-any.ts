import { canAccess, type AccessSubject } from '../../engine';
import type { DataTypeName } from '../../shared/data-types';
import { LANGUAGE_IDS } from '../../shared/languages';

/** Whether the user may read any of these data types in any language (a screen across languages). */
export function readsAny(subject: AccessSubject, dataTypes: DataTypeName[]): boolean {
  return dataTypes.some((resource) => LANGUAGE_IDS.some((languageId) => canAccess({ action: 'view', resource, languageId, subject })));
}
