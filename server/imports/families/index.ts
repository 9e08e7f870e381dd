import type { ImportFamily } from '../import-family';
import { authorsImport } from './authors';
import { countriesImport } from './countries';
import { lendersImport } from './lenders';
import { linksImport } from './links';
import { newsImport } from './news';
import { routesImport } from './routes';
import { testimonialsImport } from './testimonials';

/** Every family a list may import, by name: adding one is a declaration in this folder and a line here. */
export const IMPORT_FAMILIES: Record<string, ImportFamily> = Object.fromEntries(
  [lendersImport, countriesImport, testimonialsImport, authorsImport, linksImport, newsImport, routesImport].map((family) => [family.name, family]),
);
