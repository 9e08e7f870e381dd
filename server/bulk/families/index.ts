import type { BulkFamily } from '../bulk-family';
import { blogsBulk } from './blogs';
import { reviewsBulk } from './reviews';

/** Every family a list may change in bulk, by name: adding one is a declaration in this folder and a line here. */
export const BULK_FAMILIES: Record<string, BulkFamily> = Object.fromEntries([blogsBulk, reviewsBulk].map((family) => [family.name, family]));
