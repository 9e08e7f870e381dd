import { LANGUAGES } from '../../../shared/languages';
import { linksRepository } from '../../repositories/links';
import type { SeedContext } from '../context';
import { slugify } from '../routes-links-faq/slugs';

/** Fictional companies outside P2P lending, with a landing path; the same in every language. */
const COMPANIES: [key: string, category: string, path: string][] = [
  ['Coinvale', 'crypto', 'signup'],
  ['Blockharbor Exchange', 'crypto', 'register'],
  ['Tradewise Brokers', 'stocks', 'open-account'],
  ['Northstock Invest', 'stocks', 'start'],
  ['Kontora Bank', 'bank account', 'savings'],
  ['Easyloan Direct', 'loan', 'apply'],
];

/** The investor forum link is named in the language of the page. */
const FORUM: Record<number, string> = { 1: 'Investor forum', 2: 'Anlegerforum', 3: 'Foro de inversores', 4: 'Forum des investisseurs', 6: 'Beleggersforum' };

/** Fallback platform names when no reviews were seeded. */
const PLATFORMS = ['Lendora', 'Crestfund', 'Moneyfield'];

/**
 * External links per language: sign-up links of the reviewed platforms (p2p)
 * and of fictional companies in the other categories. Addresses use the
 * reserved .example domain so no real company is named.
 */
export default async function seed({ db }: SeedContext) {
  const repository = linksRepository(db);
  for (const { languageId, code } of LANGUAGES) {
    const reviews = await db.selectFrom('reviews').select('name').where('languageId', '=', languageId).orderBy('reviewId').limit(4).execute();
    const platforms = reviews.length ? reviews.map((r) => r.name) : PLATFORMS;
    const links: [string, string, string][] = [
      ...platforms.map((name): [string, string, string] => [name, 'p2p', `https://www.${slugify(name)}.example/${code}/register?ref=p2p-compare`]),
      ...COMPANIES.map(([key, category, path]): [string, string, string] => [key, category, `https://www.${slugify(key)}.example/${code}/${path}`]),
      [FORUM[languageId], 'other', `https://forum.p2p-compare.example/${code}/`],
    ];
    for (const [key, category, urlTableName] of links) await repository.create({ key, category, languageId, urlTableName });
  }
}
