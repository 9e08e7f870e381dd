import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SeedContext } from '../context';
import '../../db/tables/content-items';
import '../../db/tables/content-core';
import { seedLanguageRecord } from '../../settings/seed-rows';

/** Anchors of home, bonus, academy, news, reviews, more; the review dropdown; the More dropdown (anchor=path). */
type Menu = { main: string; reviews: string; more: string };

const TEXTS: Record<number, Menu> = {
  1: {
    main: 'Home|Bonus|Academy|News|Reviews|More',
    reviews: 'All reviews=reviews|Recommended platforms=reviews/recommended|New platforms=reviews/new',
    more: 'Blog=blog|Tools=tools|Portfolio=portfolio|Lender data=data/lenders|About us=about|Contact=contact',
  },
  2: {
    main: 'Start|Bonus|Akademie|Nachrichten|Bewertungen|Mehr',
    reviews: 'Alle Bewertungen=de/bewertungen|Empfohlene Plattformen=de/bewertungen/empfohlen|Neue Plattformen=de/bewertungen/neu',
    more: 'Blog=de/blog|Werkzeuge=de/werkzeuge|Portfolio=de/portfolio|Kreditgeber-Daten=de/daten/kreditgeber|Über uns=de/ueber-uns|Kontakt=de/kontakt',
  },
  3: {
    main: 'Inicio|Bonos|Academia|Noticias|Análisis|Más',
    reviews: 'Todos los análisis=es/analisis|Plataformas recomendadas=es/analisis/recomendadas|Plataformas nuevas=es/analisis/nuevas',
    more: 'Blog=es/blog|Herramientas=es/herramientas|Cartera=es/cartera|Datos de originadores=es/datos/originadores|Quiénes somos=es/quienes-somos|Contacto=es/contacto',
  },
  4: {
    main: 'Accueil|Bonus|Académie|Actualités|Avis|Plus',
    reviews: 'Tous les avis=fr/avis|Plateformes recommandées=fr/avis/recommandees|Nouvelles plateformes=fr/avis/nouvelles',
    more: 'Blog=fr/blog|Outils=fr/outils|Portefeuille=fr/portefeuille|Données des prêteurs=fr/donnees/preteurs|Qui sommes-nous=fr/a-propos|Contact=fr/contact',
  },
  6: {
    main: 'Home|Bonus|Academy|Nieuws|Reviews|Meer',
    reviews: 'Alle reviews=nl/reviews|Aanbevolen platforms=nl/reviews/aanbevolen|Nieuwe platforms=nl/reviews/nieuw',
    more: 'Blog=nl/blog|Tools=nl/tools|Portefeuille=nl/portefeuille|Gegevens kredietverstrekkers=nl/data/kredietverstrekkers|Over ons=nl/over-ons|Contact=nl/contact',
  },
};

const pairs = (text: string) => text.split('|').map((pair) => pair.split('='));

/**
 * The routes the main items lead to: the hub pages of module 0225 (home, reviews, academy, news)
 * and the language's Cashback-Bonus page; none when those modules did not run.
 */
async function mainRoutes(db: Kysely<Database>, languageId: number, hubs: Record<string, number> | undefined) {
  const routeOf = async (dataTypeId: number, pageIds: number[]) =>
    pageIds.length
      ? ((await db.selectFrom('url_tables').select('urlTableId').where('languageId', '=', languageId).where('dataTypeId', '=', dataTypeId).where('tableId', 'in', pageIds).orderBy('urlTableId').executeTakeFirst())?.urlTableId ?? null)
      : null;
  const bonusPages = (await db.selectFrom('pages').select('pageId').where('languageId', '=', languageId).where('dataTypeId', '=', 17).execute()).map((p) => p.pageId);
  return {
    homeRoute: await routeOf(16, hubs ? [hubs.home] : []),
    bonusRoute: await routeOf(17, bonusPages),
    academyRoute: await routeOf(16, hubs ? [hubs.academy] : []),
    newsRoute: await routeOf(16, hubs ? [hubs.news] : []),
    reviewsRoute: await routeOf(16, hubs ? [hubs.reviews] : []),
  };
}

/**
 * Navigation settings in every language. The main items lead to real routes (hub pages and the
 * bonus page); the dropdown items carry their paths as values.
 */
export default async function seed({ db, refs }: SeedContext) {
  for (const [language, menu] of Object.entries(TEXTS)) {
    const [homeAnchor, bonusAnchor, academyAnchor, newsAnchor, reviewsAnchor, moreAnchor] = menu.main.split('|');
    const reviews = pairs(menu.reviews);
    const more = pairs(menu.more);
    await seedLanguageRecord(
      db,
      { table: 'navigation_settings', idColumn: 'navigationSettingsId', attributeKind: 27 },
      { languageId: Number(language), homeAnchor, bonusAnchor, academyAnchor, newsAnchor, reviewsAnchor, moreAnchor, ...(await mainRoutes(db, Number(language), refs.hubPages?.[language])) },
      { 42: reviews.map(([anchor]) => anchor), 38: reviews.map(([, path]) => path), 31: more.map(([anchor]) => anchor), 33: more.map(([, path]) => path) },
    );
  }
}
