import { canAccess, type AccessSubject } from '../access/can-access';
import { LANGUAGES } from '../../shared/languages';

export interface MediaRights {
  upload: boolean;
  save: boolean;
  delete: boolean;
}

/**
 * What the user may do in a folder (data type Media, section 6 rules: writing needs write, deleting admin).
 * A shared folder (logos, users) belongs to no language: a role in any language is enough, as the server has it.
 */
export function mediaRights(subject: AccessSubject, folder: string): MediaRights {
  const own = LANGUAGES.find((l) => l.folder === folder.split('/')[0])?.languageId;
  const languages = own ? [own] : LANGUAGES.map((l) => l.languageId);
  const may = (action: 'add' | 'save' | 'delete') => languages.some((languageId) => canAccess({ action, resource: 'Media', languageId, subject }));
  return { upload: may('add'), save: may('save'), delete: may('delete') };
}
