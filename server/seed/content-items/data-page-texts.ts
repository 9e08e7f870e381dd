import type { PageText } from './page-texts';

/** The Country Data (75) and Lender Data (76) pages of each language: what the data screens feed. */
export const DATA_PAGES: Record<number, { country: PageText; lender: PageText }> = {
  1: {
    country: { pageTitle: 'Country risk data', subtitle: 'Where the loans are made', serpTitle: 'Country risk data for P2P investors', serpDescription: 'Inflation, unemployment, ratings and debt of the countries P2P loans are made in.', content: '<p>The economy of the country a loan is made in matters as much as the platform. This page shows the main risk indicators of each country, updated from public sources.</p>' },
    lender: { pageTitle: 'Lender data', subtitle: 'The figures behind the loans', serpTitle: 'P2P lender financial data', serpDescription: 'Equity, profit and loan book of the lenders whose loans P2P platforms offer.', content: '<p>Behind every loan on a platform stands a lender. Their equity, profit and loan book show how well they could keep their buyback promise.</p>' },
  },
  2: {
    country: { pageTitle: 'Länderrisiko-Daten', subtitle: 'Wo die Kredite vergeben werden', serpTitle: 'Länderrisiken für P2P-Anleger', serpDescription: 'Inflation, Arbeitslosigkeit, Ratings und Verschuldung der Länder, in denen P2P-Kredite vergeben werden.', content: '<p>Die Wirtschaft des Landes, in dem ein Kredit vergeben wird, zählt so viel wie die Plattform. Hier stehen die wichtigsten Risikokennzahlen jedes Landes.</p>' },
    lender: { pageTitle: 'Daten der Kreditgeber', subtitle: 'Die Zahlen hinter den Krediten', serpTitle: 'Finanzdaten der P2P-Kreditgeber', serpDescription: 'Eigenkapital, Gewinn und Kreditbestand der Kreditgeber auf P2P-Plattformen.', content: '<p>Hinter jedem Kredit steht ein Kreditgeber. Eigenkapital, Gewinn und Kreditbestand zeigen, wie gut er seine Rückkaufgarantie halten kann.</p>' },
  },
  3: {
    country: { pageTitle: 'Datos de riesgo por país', subtitle: 'Dónde se conceden los préstamos', serpTitle: 'Riesgo país para inversores P2P', serpDescription: 'Inflación, desempleo, calificaciones y deuda de los países donde se conceden préstamos P2P.', content: '<p>La economía del país donde se concede un préstamo importa tanto como la plataforma. Aquí están los principales indicadores de riesgo de cada país.</p>' },
    lender: { pageTitle: 'Datos de originadores', subtitle: 'Las cifras detrás de los préstamos', serpTitle: 'Datos financieros de originadores P2P', serpDescription: 'Patrimonio, beneficio y cartera de los originadores de préstamos de las plataformas P2P.', content: '<p>Detrás de cada préstamo hay un originador. Su patrimonio, beneficio y cartera muestran si puede cumplir su garantía de recompra.</p>' },
  },
  4: {
    country: { pageTitle: 'Données de risque par pays', subtitle: 'Où les prêts sont accordés', serpTitle: 'Risque pays pour les investisseurs P2P', serpDescription: 'Inflation, chômage, notations et dette des pays où les prêts P2P sont accordés.', content: '<p>L’économie du pays où un prêt est accordé compte autant que la plateforme. Voici les principaux indicateurs de risque de chaque pays.</p>' },
    lender: { pageTitle: 'Données des prêteurs', subtitle: 'Les chiffres derrière les prêts', serpTitle: 'Données financières des prêteurs P2P', serpDescription: 'Fonds propres, bénéfice et encours des prêteurs dont les plateformes P2P proposent les prêts.', content: '<p>Derrière chaque prêt se trouve un prêteur. Ses fonds propres, son bénéfice et son encours montrent s’il peut tenir sa garantie de rachat.</p>' },
  },
  6: {
    country: { pageTitle: 'Landenrisico-gegevens', subtitle: 'Waar de leningen worden verstrekt', serpTitle: 'Landenrisico voor P2P-beleggers', serpDescription: 'Inflatie, werkloosheid, ratings en schuld van de landen waar P2P-leningen worden verstrekt.', content: '<p>De economie van het land waar een lening wordt verstrekt telt net zo zwaar als het platform. Hier staan de belangrijkste risico-indicatoren per land.</p>' },
    lender: { pageTitle: 'Gegevens kredietverstrekkers', subtitle: 'De cijfers achter de leningen', serpTitle: 'Financiële gegevens van P2P-kredietverstrekkers', serpDescription: 'Eigen vermogen, winst en leningportefeuille van de kredietverstrekkers achter P2P-platforms.', content: '<p>Achter elke lening staat een kredietverstrekker. Eigen vermogen, winst en portefeuille laten zien of hij zijn terugkoopgarantie kan nakomen.</p>' },
  },
};

/** The pages the main navigation items lead to (General template), per language: home, reviews, academy, news. */
export const HUB_PAGES: Record<number, Record<'home' | 'reviews' | 'academy' | 'news', PageText>> = Object.fromEntries(
  Object.entries({
    1: ['Home', 'Reviews', 'Academy', 'News', 'P2P lending reviews and comparison', 'Every platform we reviewed', 'Guides for P2P investors', 'News from the P2P lending market'],
    2: ['Startseite', 'Bewertungen', 'Akademie', 'Nachrichten', 'P2P-Kredite im Test und Vergleich', 'Alle bewerteten Plattformen', 'Ratgeber für P2P-Anleger', 'Neues vom P2P-Markt'],
    3: ['Inicio', 'Opiniones', 'Academia', 'Noticias', 'Análisis y comparativa de préstamos P2P', 'Todas las plataformas analizadas', 'Guías para inversores P2P', 'Noticias del mercado P2P'],
    4: ['Accueil', 'Avis', 'Académie', 'Actualités', 'Avis et comparatif du prêt P2P', 'Toutes les plateformes évaluées', 'Guides pour investisseurs P2P', 'L’actualité du prêt P2P'],
    6: ['Home', 'Reviews', 'Academie', 'Nieuws', 'P2P-leningen getest en vergeleken', 'Alle beoordeelde platforms', 'Gidsen voor P2P-beleggers', 'Nieuws uit de P2P-markt'],
  }).map(([languageId, t]) => {
    const hub = (title: string, subtitle: string): PageText => ({ pageTitle: title, subtitle, serpTitle: `${title}: ${subtitle}`, serpDescription: subtitle, content: `<h2>${subtitle}</h2>` });
    return [languageId, { home: hub(t[0], t[4]), reviews: hub(t[1], t[5]), academy: hub(t[2], t[6]), news: hub(t[3], t[7]) }];
  }),
);
