import type { BulkFamily } from '../bulk-family';
import { academyBulk } from './academy';
import { authorsBulk } from './authors';
import { blogsBulk } from './blogs';
import { cashbacksBulk } from './cashbacks';
import { categoriesBulk } from './categories';
import { linksBulk } from './links';
import { newsBulk } from './news';
import { pagesBulk } from './pages';
import { reviewsBulk } from './reviews';
import { routesBulk } from './routes';
import { testimonialsBulk } from './testimonials';

/** Every family a list may change in bulk, by name: adding one is a declaration in this folder and a line here. */
export const BULK_FAMILIES: Record<string, BulkFamily> = Object.fromEntries([blogsBulk, reviewsBulk, academyBulk, cashbacksBulk, pagesBulk, newsBulk, testimonialsBulk, authorsBulk, linksBulk, routesBulk, categoriesBulk].map((family) => [family.name, family]));
