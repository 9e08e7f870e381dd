import type { BulkFamily } from '../bulk-family';
import { academyBulk } from './academy';
import { authorsBulk } from './authors';
import { blogsBulk } from './blogs';
import { cashbacksBulk } from './cashbacks';
import { glossaryBulk } from './glossary';
import { categoriesBulk } from './categories';
import { linksBulk } from './links';
import { newsBulk } from './news';
import { pagesBulk } from './pages';
import { reviewsBulk } from './reviews';
import { routesBulk } from './routes';
import { testimonialsBulk } from './testimonials';
import { countriesBulk } from './countries';
import { lendersBulk } from './lenders';
import { usersBulk } from './users';
import { exposuresBulk } from './exposures';
import { toolItemsBulk } from './tool-items';

/** Every family a list may change in bulk, by name: adding one is a declaration in this folder and a line here. */
export const BULK_FAMILIES: Record<string, BulkFamily> = Object.fromEntries([blogsBulk, reviewsBulk, academyBulk, cashbacksBulk, pagesBulk, newsBulk, testimonialsBulk, authorsBulk, countriesBulk, lendersBulk, usersBulk, exposuresBulk, glossaryBulk, toolItemsBulk, linksBulk, routesBulk, categoriesBulk].map((family) => [family.name, family]));
