import type { ImportFamily } from '../import-family';
import { lendersImport } from './lenders';

/** Every family a list may import, by name: adding one is a declaration in this folder and a line here. */
export const IMPORT_FAMILIES: Record<string, ImportFamily> = Object.fromEntries([lendersImport].map((family) => [family.name, family]));
