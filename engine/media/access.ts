import { canAccess, type AccessSubject } from '../access/can-access';
import { LANGUAGES } from '../../shared/languages';
import { whyNot } from '../access/why-not';

export interface MediaRights {
  upload: boolean;
  save: boolean;
  delete: boolean;
  /** Why saving a file's details is refused here, for the disabled Save's tooltip; none when it is allowed. */
  saveReason?: string;
}

/**
 * What the user may do in a folder (data type Media, section 6 rules: writing needs write, deleting admin).
 * A shared folder (logos, users) belongs to no language: a role in any language is enough, as the server has it.
 */
export function mediaRights(subject: AccessSubject, folder: string): MediaRights {
  const own = LANGUAGES.find((l) => l.folder === folder.split('/')[0])?.languageId;
  const languages = own ? [own] : LANGUAGES.map((l) => l.languageId);
  const may = (action: 'add' | 'save' | 'delete') => languages.some((languageId) => canAccess({ action, resource: 'Media', languageId, subject }));
  const save = may('save');
  // A language folder's own language says why; a shared folder needs write in some language.
  const saveReason = save ? undefined : own ? whyNot({ action: 'save', resource: 'Media', languageId: own, subject, label: 'Media file' }) : 'You may not change media files in any language';
  return { upload: may('add'), save, delete: may('delete'), saveReason };
}
