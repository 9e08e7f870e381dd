import type { BinFamily } from '../family';
import { academyBin } from './academy';
import { authorsBin } from './authors';
import { blogsBin } from './blogs';
import { cashbackCampaignsBin, cashbackOffersBin } from './cashbacks';
import { categoriesBin } from './categories';
import { countriesBin } from './countries';
import { exposuresBin } from './exposures';
import { glossaryBin } from './glossary';
import { imageInfosBin } from './image-infos';
import { lendersBin } from './lenders';
import { linksBin } from './links';
import { newsBin } from './news';
import { pagesBin } from './pages';
import { reviewsBin } from './reviews';
import { routesBin } from './routes';
import { testimonialsBin } from './testimonials';
import { toolItemsBin } from './tool-items';
import { usersBin } from './users';

/** Every family whose deletes go to the bin, by its name. A new family is one file here and one line below. */
export const BIN_FAMILIES: Record<string, BinFamily> = Object.fromEntries(
  [
    reviewsBin, pagesBin, blogsBin, academyBin, newsBin, cashbackOffersBin, cashbackCampaignsBin, authorsBin, categoriesBin, testimonialsBin,
    linksBin, routesBin, usersBin, countriesBin, lendersBin, toolItemsBin, exposuresBin, imageInfosBin, glossaryBin,
  ].map((family) => [family.family, family]),
);
