import { LANGUAGES } from '../../shared/languages';
import { invalidField } from '../errors';
import { isSafeKey } from '../storage/media-storage';

/**
 * The folders of the media library (first document, sections 2 and 9): one per
 * language, with two featured-image sub-folders, and three shared folders that
 * belong to no language.
 */
export const LANGUAGE_FOLDERS: Record<string, number> = Object.fromEntries(LANGUAGES.map((l) => [l.folder, l.languageId]));
export const SHARED_FOLDERS = ['LOGOS', 'WHITE-LOGO', 'USERS'] as const;
export const FEATURED_FOLDERS = ['BLOG_FEATURED_IMAGES', 'ACADEMY_FEATURED_IMAGES'] as const;

export interface Folder {
  /** "EN", "EN/BLOG_FEATURED_IMAGES", "LOGOS"… */
  path: string;
  /** null for the shared folders: a role in any language is enough. */
  languageId: number | null;
}

const languages = Object.keys(LANGUAGE_FOLDERS).join('|');

/** The `language` query value: a folder, optionally with a featured-image sub-folder and a trailing slash. */
export const FOLDER_PATTERN = `^(?:(?:${languages})(?:/(?:${FEATURED_FOLDERS.join('|')}))?|${SHARED_FOLDERS.join('|')})/?$`;
const folderPattern = new RegExp(FOLDER_PATTERN);

/**
 * A file name a client sends (getFile, deleteFile, usage): a safe key (server/storage/media-storage.ts)
 * directly inside a media folder, so the API document says which names the server reads.
 */
export const MEDIA_FILE_NAME = {
  type: 'string',
  minLength: 1,
  maxLength: 500,
  pattern: `^(?!.*\\.\\.)(?:(?:${languages})(?:/(?:${FEATURED_FOLDERS.join('|')}))?|${SHARED_FOLDERS.join('|')})/[A-Za-z0-9][A-Za-z0-9._ -]{0,199}$`,
  description: 'A file directly inside a media folder: EN/cover.png, EN/BLOG_FEATURED_IMAGES/cover.png, LOGOS/logo.png…',
} as const;

export function folderAt(path: string): Folder | null {
  const trimmed = path.replace(/\/$/, '');
  if (!folderPattern.test(trimmed)) return null;
  return { path: trimmed, languageId: LANGUAGE_FOLDERS[trimmed.split('/')[0]] ?? null };
}

/** Every folder of the media library. */
export function allFolders(): Folder[] {
  const languageFolders = Object.keys(LANGUAGE_FOLDERS).flatMap((l) => [l, ...FEATURED_FOLDERS.map((f) => `${l}/${f}`)]);
  return [...languageFolders, ...SHARED_FOLDERS].map((path) => folderAt(path)!);
}

/** The folder a key sits directly in, or null when it is not a media-library folder. */
export function folderOfKey(key: string): Folder | null {
  const slash = key.lastIndexOf('/');
  return slash > 0 ? folderAt(key.slice(0, slash)) : null;
}

/** The name the lists show: the language folder is removed (first document, section 7). */
export function displayName(key: string): string {
  const slash = key.indexOf('/');
  return slash > 0 && key.slice(0, slash) in LANGUAGE_FOLDERS ? key.slice(slash + 1) : key;
}

/** A file name sent by the client: a safe key inside a media folder, or a 400 naming the field. */
export function mediaKey(value: string, field: string): { key: string; folder: Folder } {
  if (!isSafeKey(value)) throw invalidField(field, 'is not a safe file name');
  const folder = folderOfKey(value);
  if (!folder) throw invalidField(field, 'is not inside a media folder');
  return { key: value, folder };
}
