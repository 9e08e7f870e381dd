import { CALCULATOR_TYPE_IDS } from '../../repositories/route-types';
import { slugify } from '../../../shared/slug';

export { slugify };

/**
 * The section a route of each content type sits under, per language. Urls carry
 * no language prefix: the public site adds it (first document, Reviews list VIEW link).
 * General and About pages sit at the top level.
 */
const SECTIONS: Record<number, Record<string, string>> = {
  1: { review: 'reviews', academy: 'academy', blog: 'blog', bonus: 'bonus', comparison: 'compare', calculators: 'tools', countries: 'data/countries', lenders: 'data/lenders' },
  2: { review: 'bewertungen', academy: 'akademie', blog: 'blog', bonus: 'bonus', comparison: 'vergleich', calculators: 'rechner', countries: 'daten/laender', lenders: 'daten/kreditgeber' },
  3: { review: 'opiniones', academy: 'academia', blog: 'blog', bonus: 'bonos', comparison: 'comparar', calculators: 'calculadoras', countries: 'datos/paises', lenders: 'datos/prestamistas' },
  4: { review: 'avis', academy: 'academie', blog: 'blog', bonus: 'bonus', comparison: 'comparer', calculators: 'calculateurs', countries: 'donnees/pays', lenders: 'donnees/preteurs' },
  6: { review: 'reviews', academy: 'academie', blog: 'blog', bonus: 'bonus', comparison: 'vergelijken', calculators: 'rekenmachines', countries: 'data/landen', lenders: 'data/kredietverstrekkers' },
};

const SECTION_OF_TYPE: Record<number, string> = { 1: 'review', 2: 'academy', 43: 'blog', 17: 'bonus', 50: 'comparison', 75: 'countries', 76: 'lenders' };

export function routeUrl(dataTypeId: number, languageId: number, title: string): string {
  const key = CALCULATOR_TYPE_IDS.includes(dataTypeId) ? 'calculators' : SECTION_OF_TYPE[dataTypeId];
  const section = key ? SECTIONS[languageId]?.[key] : undefined;
  const slug = slugify(title) || 'page';
  return section ? `${section}/${slug}` : slug;
}

/** Makes a url unique among those already taken, as a person would: lendora, lendora-2, … */
export function uniqueIn(taken: Set<string>, url: string): string {
  let candidate = url;
  for (let n = 2; taken.has(candidate); n++) candidate = `${url}-${n}`;
  taken.add(candidate);
  return candidate;
}
