import type { BinFamily } from '../family';
import { academyBin } from './academy';
import { blogsBin } from './blogs';
import { newsBin } from './news';
import { pagesBin } from './pages';
import { reviewsBin } from './reviews';

/** Every family whose deletes go to the bin, by its name. A new family is one file here and one line below. */
export const BIN_FAMILIES: Record<string, BinFamily> = Object.fromEntries(
  [reviewsBin, pagesBin, blogsBin, academyBin, newsBin].map((family) => [family.family, family]),
);
