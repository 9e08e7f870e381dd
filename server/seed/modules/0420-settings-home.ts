import type { SeedContext } from '../context';
import { seedLanguageRecord } from '../../settings/seed-rows';

type Home = {
  texts: Record<string, string>;
  links: [reviews: string, bonus: string, news: string, academy: string];
  track: [h2: string, ...pairs: [string, string][]];
};

const TEXTS: Record<number, Home> = {
  1: {
    texts: {
      title: 'Compare peer-to-peer lending platforms',
      subtitle: 'Independent reviews, bonus offers and tools for investors who lend to people and businesses.',
      serpTitle: 'P2P Compass – P2P lending reviews and comparison',
      serpDescription: 'Compare over 40 peer-to-peer lending platforms: ratings, statistics, bonuses and news.',
      featuredH2: 'Featured platforms',
      testimonialH2: 'Trusted by investors',
    },
    links: ['/reviews', '/bonus', '/news', '/academy'],
    track: ['Our track record', ['2017: the first review', 'We published our first platform test after six months of investing.'], ['2020: 10,000 readers', 'Our monthly newsletter reached ten thousand investors.'], ['2024: five languages', 'Reviews are now written in English, German, Spanish, French and Dutch.']],
  },
  2: {
    texts: {
      title: 'P2P-Kreditplattformen vergleichen',
      subtitle: 'Unabhängige Tests, Bonusangebote und Werkzeuge für Anleger, die Geld an Privatpersonen und Unternehmen verleihen.',
      serpTitle: 'P2P Compass – P2P-Plattformen im Test und Vergleich',
      serpDescription: 'Über 40 P2P-Kreditplattformen im Vergleich: Bewertungen, Statistiken, Boni und Nachrichten.',
      featuredH2: 'Empfohlene Plattformen',
      testimonialH2: 'Anleger vertrauen uns',
    },
    links: ['/de/bewertungen', '/de/bonus', '/de/nachrichten', '/de/akademie'],
    track: ['Unsere Geschichte', ['2017: der erste Test', 'Nach sechs Monaten eigener Investments erschien unser erster Plattformtest.'], ['2020: 10.000 Leser', 'Unser monatlicher Newsletter erreichte zehntausend Anleger.'], ['2024: fünf Sprachen', 'Unsere Tests erscheinen jetzt auf Englisch, Deutsch, Spanisch, Französisch und Niederländisch.']],
  },
  3: {
    texts: {
      title: 'Compara plataformas de préstamos P2P',
      subtitle: 'Análisis independientes, bonos y herramientas para quienes prestan dinero a particulares y empresas.',
      serpTitle: 'P2P Compass – análisis y comparativa de plataformas P2P',
      serpDescription: 'Compara más de 40 plataformas de préstamos P2P: valoraciones, estadísticas, bonos y noticias.',
      featuredH2: 'Plataformas destacadas',
      testimonialH2: 'La confianza de los inversores',
    },
    links: ['/es/analisis', '/es/bonos', '/es/noticias', '/es/academia'],
    track: ['Nuestra trayectoria', ['2017: el primer análisis', 'Publicamos nuestro primer análisis tras seis meses invirtiendo.'], ['2020: 10.000 lectores', 'Nuestro boletín mensual llegó a diez mil inversores.'], ['2024: cinco idiomas', 'Los análisis se publican ya en inglés, alemán, español, francés y neerlandés.']],
  },
  4: {
    texts: {
      title: 'Comparez les plateformes de prêt P2P',
      subtitle: 'Des avis indépendants, des bonus et des outils pour ceux qui prêtent aux particuliers et aux entreprises.',
      serpTitle: 'P2P Compass – avis et comparatif des plateformes P2P',
      serpDescription: 'Comparez plus de 40 plateformes de prêt entre particuliers : notes, statistiques, bonus et actualités.',
      featuredH2: 'Plateformes à la une',
      testimonialH2: 'Ils nous font confiance',
    },
    links: ['/fr/avis', '/fr/bonus', '/fr/actualites', '/fr/academie'],
    track: ['Notre parcours', ['2017 : le premier avis', 'Notre premier test de plateforme est paru après six mois d’investissement.'], ['2020 : 10 000 lecteurs', 'Notre lettre mensuelle a atteint dix mille investisseurs.'], ['2024 : cinq langues', 'Nos avis paraissent en anglais, allemand, espagnol, français et néerlandais.']],
  },
  6: {
    texts: {
      title: 'Vergelijk P2P-leenplatforms',
      subtitle: 'Onafhankelijke reviews, bonusacties en tools voor beleggers die geld uitlenen aan particulieren en bedrijven.',
      serpTitle: 'P2P Compass – reviews en vergelijking van P2P-platforms',
      serpDescription: 'Vergelijk meer dan 40 P2P-leenplatforms: beoordelingen, statistieken, bonussen en nieuws.',
      featuredH2: 'Uitgelichte platforms',
      testimonialH2: 'Beleggers vertrouwen ons',
    },
    links: ['/nl/reviews', '/nl/bonus', '/nl/nieuws', '/nl/academy'],
    track: ['Onze geschiedenis', ['2017: de eerste review', 'Na zes maanden beleggen verscheen onze eerste platformtest.'], ['2020: 10.000 lezers', 'Onze maandelijkse nieuwsbrief bereikte tienduizend beleggers.'], ['2024: vijf talen', 'Reviews verschijnen nu in het Engels, Duits, Spaans, Frans en Nederlands.']],
  },
};

/** Home settings in every language: featured platforms from the seeded reviews, statistics and the track record (35-37). */
export default async function seed({ db, refs }: SeedContext) {
  for (const [language, { texts, links, track }] of Object.entries(TEXTS)) {
    const languageId = Number(language);
    const featured: number[] = (refs.reviews?.[languageId] ?? []).slice(0, 4);
    const [reviewUrlLink, bonusUrlLink, newsUrlLink, academyUrlLink] = links;
    const [h2, ...pairs] = track;
    await seedLanguageRecord(
      db,
      { table: 'home_settings', idColumn: 'homeSettingsId', attributeKind: 14 },
      { languageId, ...texts, platform: `[${featured.join(',')}]`, reviewUrlLink, bonusUrlLink, newsUrlLink, academyUrlLink, platforms: 43, investment: 1250000, returned: 11.4 },
      { 35: [h2], 36: pairs.map(([h3]) => h3), 37: pairs.map(([, paragraph]) => paragraph) },
    );
  }
}
