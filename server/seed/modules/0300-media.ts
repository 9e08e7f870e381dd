import type { SeedContext } from '../context';
import type { Rgb } from '../../media/png';
import { cleanBaseName, freeKey } from '../../media/file-names';
import { indexStoredFile } from '../../media/index-file';
import { imageInfosRepository } from '../../repositories/image-infos';
import { bannerPng, logoPng } from '../media-images';

type Texts = { altText: string; caption: string };

const PALETTE: Rgb[] = [[31, 97, 141], [39, 174, 96], [192, 57, 43], [142, 68, 173], [211, 132, 0]];
const FALLBACK_PLATFORMS = ['Lendora', 'Crestvault', 'Fundbridge', 'Nordloan'];

/** Banners per language folder, described in that folder's language. */
const BANNERS: [string, Texts][] = [
  ['EN/p2p-lending-overview.png', { altText: 'Money flowing from investors to borrowers', caption: 'How peer-to-peer lending connects investors and borrowers.' }],
  ['EN/portfolio-diversification.png', { altText: 'A portfolio spread over several lending platforms', caption: 'Spreading your investment lowers the risk of a single default.' }],
  ['DE/p2p-kredite-ueberblick.png', { altText: 'Geld fließt von Anlegern zu Kreditnehmern', caption: 'So verbinden P2P-Kredite Anleger und Kreditnehmer.' }],
  ['DE/portfolio-streuung.png', { altText: 'Ein Portfolio, verteilt auf mehrere Plattformen', caption: 'Breite Streuung senkt das Risiko einzelner Ausfälle.' }],
  ['ES/prestamos-p2p-resumen.png', { altText: 'Dinero que fluye de los inversores a los prestatarios', caption: 'Cómo los préstamos P2P conectan a inversores y prestatarios.' }],
  ['FR/pret-p2p-apercu.png', { altText: "L'argent circule des investisseurs vers les emprunteurs", caption: 'Comment le prêt entre particuliers relie investisseurs et emprunteurs.' }],
  ['NL/p2p-leningen-overzicht.png', { altText: 'Geld stroomt van beleggers naar leners', caption: 'Hoe P2P-leningen beleggers en leners met elkaar verbinden.' }],
];

const FEATURED: [string, Texts][] = [
  ['EN/BLOG_FEATURED_IMAGES/buyback-guarantee-explained.png', { altText: 'A shield over a stack of loans', caption: 'Buyback guarantees explained: what they cover and what they do not.' }],
  ['EN/ACADEMY_FEATURED_IMAGES/what-is-auto-invest.png', { altText: 'Coins sorted automatically into loan baskets', caption: 'Auto-invest spreads new money over loans by your own rules.' }],
];

async function platformNames({ db, refs }: SeedContext): Promise<string[]> {
  const ids: number[] = refs.reviews?.[1] ?? [];
  if (!ids.length) return FALLBACK_PLATFORMS;
  const rows = await db.selectFrom('reviews').select(['reviewId', 'name']).where('reviewId', 'in', ids.slice(0, 4)).execute();
  return ids.slice(0, 4).map((id) => rows.find((r) => r.reviewId === id)?.name).filter((n): n is string => !!n);
}

/** Demo media: platform logos, banners in every language folder and featured images, each with its image info and thumbnail. */
export default async function seed(ctx: SeedContext) {
  const { app, db, refs } = ctx;
  const images: [string, Buffer, Texts][] = [];
  const taken = new Set<string>(); // two platforms may share a name
  (await platformNames(ctx)).forEach((name, i) => {
    const slug = cleanBaseName(`${name}.png`).toLowerCase();
    const colour = PALETTE[i % PALETTE.length];
    images.push([freeKey('LOGOS', slug, 'png', taken), logoPng(colour), { altText: `${name} logo`, caption: `Logo of ${name}` }]);
    if (i < 2) {
      const texts = { altText: `${name} logo, white`, caption: `White logo of ${name} for dark backgrounds` };
      images.push([freeKey('WHITE-LOGO', slug, 'png', taken), logoPng([255, 255, 255], colour), texts]);
    }
  });
  BANNERS.forEach(([key, texts], i) => images.push([key, bannerPng(800, 420, PALETTE[i % 5], PALETTE[(i + 2) % 5]), texts]));
  FEATURED.forEach(([key, texts], i) => images.push([key, bannerPng(1200, 630, PALETTE[(i + 3) % 5], [20, 30, 48]), texts]));

  const infos = imageInfosRepository(db);
  for (const [key, data, texts] of images) {
    await app.storage.write(key, data, 'image/png');
    await infos.create(await indexStoredFile(app.storage, key, data, texts, new Date().toISOString()));
  }
  refs.media = images.map(([key]) => key);
}
