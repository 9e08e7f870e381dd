import type { SeedContext } from '../context';

type Page = [title: string, subtitle: string, serpTitle: string, serpDescription: string];
type Texts = {
  pages: Record<21 | 20 | 19 | 22 | 44 | 53, Page>;
  ratingMethodology: string;
  reviewsSubtitle: string;
  editorialNote: string;
};

const TEXTS: Record<number, Texts> = {
  1: {
    pages: {
      21: ['P2P Academy', 'Learn how peer-to-peer lending works, from your first loan to a diversified portfolio.', 'P2P Academy – guides for lending investors', 'Free guides on buyback guarantees, secondary markets, taxes and risk in peer-to-peer lending.'],
      20: ['Cashback and bonus offers', 'Sign-up bonuses and cashback deals of the platforms we review, checked every week.', 'P2P bonus offers and cashback deals', 'Current sign-up bonuses and cashback offers of peer-to-peer lending platforms.'],
      19: ['P2P lending news', 'Platform updates, market news and red flags, as they happen.', 'Peer-to-peer lending news', 'The latest news on P2P lending platforms, loan originators and the market.'],
      22: ['Platform reviews', 'Independent reviews of peer-to-peer lending platforms, tested with our own money.', 'P2P platform reviews and ratings', 'Honest reviews and ratings of peer-to-peer lending platforms in Europe.'],
      44: ['Blog', 'Opinions, portfolio updates and long reads from our editors.', 'P2P investing blog', 'Articles and monthly portfolio updates about investing in loans.'],
      53: ['Investor tools', 'Calculators and a comparison tool to plan your lending portfolio.', 'P2P calculators and comparison tool', 'Interest, compound interest, inflation and percentage calculators for investors.'],
    },
    ratingMethodology: 'Each platform is rated on four criteria – risk and return, usability, liquidity and support – each from 1 to 5. The total rating is their average, reviewed every quarter.',
    reviewsSubtitle: 'How we rate platforms',
    editorialNote: 'Our editors write independently. Some links are affiliate links; they never change a rating.',
  },
  2: {
    pages: {
      21: ['P2P-Akademie', 'Lerne, wie Kreditprojekte funktionieren – vom ersten Kredit bis zum breit gestreuten Portfolio.', 'P2P-Akademie – Ratgeber für Anleger', 'Kostenlose Ratgeber zu Rückkaufgarantie, Zweitmarkt, Steuern und Risiken bei P2P-Krediten.'],
      20: ['Cashback- und Bonusangebote', 'Startboni und Cashback-Aktionen der getesteten Plattformen, jede Woche geprüft.', 'P2P-Bonusangebote und Cashback', 'Aktuelle Startboni und Cashback-Angebote von P2P-Kreditplattformen.'],
      19: ['P2P-Nachrichten', 'Neuigkeiten der Plattformen, Marktberichte und Warnsignale – aktuell.', 'Nachrichten zu P2P-Krediten', 'Aktuelle Meldungen zu P2P-Plattformen, Kreditgebern und dem Markt.'],
      22: ['Plattform-Bewertungen', 'Unabhängige Tests von P2P-Kreditplattformen, mit eigenem Geld geprüft.', 'P2P-Plattformen im Test', 'Ehrliche Bewertungen und Ratings von P2P-Kreditplattformen in Europa.'],
      44: ['Blog', 'Meinungen, Portfolio-Updates und Hintergrundartikel unserer Redaktion.', 'Blog rund um P2P-Investments', 'Artikel und monatliche Portfolio-Berichte zum Investieren in Kredite.'],
      53: ['Werkzeuge für Anleger', 'Rechner und ein Vergleichstool für die Planung deines Kreditportfolios.', 'P2P-Rechner und Vergleich', 'Zins-, Zinseszins-, Inflations- und Prozentrechner für Anleger.'],
    },
    ratingMethodology: 'Jede Plattform wird nach vier Kriterien bewertet – Risiko und Rendite, Bedienbarkeit, Liquidität und Kundenservice – jeweils von 1 bis 5. Die Gesamtnote ist der Durchschnitt und wird vierteljährlich überprüft.',
    reviewsSubtitle: 'So bewerten wir Plattformen',
    editorialNote: 'Unsere Redaktion arbeitet unabhängig. Einige Links sind Partnerlinks; sie ändern nie eine Bewertung.',
  },
  3: {
    pages: {
      21: ['Academia P2P', 'Aprende cómo funcionan los préstamos entre particulares, desde tu primer préstamo hasta una cartera diversificada.', 'Academia P2P – guías para inversores', 'Guías gratuitas sobre garantía de recompra, mercado secundario, impuestos y riesgos del crowdlending.'],
      20: ['Ofertas de cashback y bonos', 'Bonos de bienvenida y cashback de las plataformas analizadas, revisados cada semana.', 'Bonos P2P y ofertas de cashback', 'Bonos de registro y ofertas de cashback actuales de plataformas de préstamos P2P.'],
      19: ['Noticias P2P', 'Novedades de las plataformas, noticias del mercado y señales de alerta.', 'Noticias de préstamos P2P', 'Las últimas noticias sobre plataformas P2P, originadores de préstamos y el mercado.'],
      22: ['Análisis de plataformas', 'Análisis independientes de plataformas de préstamos P2P, probadas con nuestro dinero.', 'Análisis y valoraciones de plataformas P2P', 'Análisis honestos y valoraciones de plataformas de préstamos P2P en Europa.'],
      44: ['Blog', 'Opiniones, informes de cartera y artículos de fondo de nuestros editores.', 'Blog de inversión P2P', 'Artículos e informes mensuales de cartera sobre invertir en préstamos.'],
      53: ['Herramientas para inversores', 'Calculadoras y un comparador para planificar tu cartera de préstamos.', 'Calculadoras y comparador P2P', 'Calculadoras de interés, interés compuesto, inflación y porcentaje para inversores.'],
    },
    ratingMethodology: 'Cada plataforma se valora según cuatro criterios – riesgo y rentabilidad, facilidad de uso, liquidez y atención al cliente – de 1 a 5. La nota total es la media y se revisa cada trimestre.',
    reviewsSubtitle: 'Cómo valoramos las plataformas',
    editorialNote: 'Nuestros editores escriben con independencia. Algunos enlaces son de afiliados; nunca cambian una valoración.',
  },
  4: {
    pages: {
      21: ['Académie P2P', 'Comprendre le prêt entre particuliers, du premier prêt à un portefeuille diversifié.', 'Académie P2P – guides pour investisseurs', 'Guides gratuits sur la garantie de rachat, le marché secondaire, la fiscalité et les risques du prêt participatif.'],
      20: ['Offres de cashback et bonus', 'Bonus de bienvenue et cashback des plateformes testées, vérifiés chaque semaine.', 'Bonus P2P et offres de cashback', 'Bonus d’inscription et offres de cashback actuels des plateformes de prêt P2P.'],
      19: ['Actualités P2P', 'Nouvelles des plateformes, actualité du marché et signaux d’alerte.', 'Actualités du prêt P2P', 'Les dernières nouvelles des plateformes P2P, des émetteurs de prêts et du marché.'],
      22: ['Avis sur les plateformes', 'Des avis indépendants sur les plateformes de prêt P2P, testées avec notre propre argent.', 'Avis et notes des plateformes P2P', 'Avis honnêtes et notes des plateformes de prêt entre particuliers en Europe.'],
      44: ['Blog', 'Opinions, bilans de portefeuille et articles de fond de notre rédaction.', 'Blog sur l’investissement P2P', 'Articles et bilans mensuels de portefeuille sur l’investissement dans les prêts.'],
      53: ['Outils pour investisseurs', 'Calculatrices et comparateur pour planifier votre portefeuille de prêts.', 'Calculatrices et comparateur P2P', 'Calculatrices d’intérêts, d’intérêts composés, d’inflation et de pourcentage.'],
    },
    ratingMethodology: 'Chaque plateforme est notée sur quatre critères – risque et rendement, facilité d’utilisation, liquidité et service client – de 1 à 5. La note globale en est la moyenne, revue chaque trimestre.',
    reviewsSubtitle: 'Notre méthode de notation',
    editorialNote: 'Notre rédaction est indépendante. Certains liens sont affiliés ; ils ne modifient jamais une note.',
  },
  6: {
    pages: {
      21: ['P2P Academy', 'Leer hoe peer-to-peer lenen werkt, van je eerste lening tot een gespreide portefeuille.', 'P2P Academy – gidsen voor beleggers', 'Gratis gidsen over terugkoopgarantie, secundaire markt, belasting en risico’s van P2P-leningen.'],
      20: ['Cashback- en bonusacties', 'Welkomstbonussen en cashbackacties van de geteste platforms, elke week gecontroleerd.', 'P2P-bonussen en cashbackacties', 'Actuele welkomstbonussen en cashbackacties van P2P-leenplatforms.'],
      19: ['P2P-nieuws', 'Nieuws van platforms, marktberichten en waarschuwingssignalen.', 'Nieuws over P2P-leningen', 'Het laatste nieuws over P2P-platforms, kredietverstrekkers en de markt.'],
      22: ['Platformreviews', 'Onafhankelijke reviews van P2P-leenplatforms, getest met ons eigen geld.', 'Reviews en beoordelingen van P2P-platforms', 'Eerlijke reviews en beoordelingen van P2P-leenplatforms in Europa.'],
      44: ['Blog', 'Meningen, portefeuille-updates en achtergrondartikelen van onze redactie.', 'Blog over P2P-beleggen', 'Artikelen en maandelijkse portefeuille-updates over beleggen in leningen.'],
      53: ['Tools voor beleggers', 'Rekenhulpen en een vergelijker om je leningenportefeuille te plannen.', 'P2P-rekenhulpen en vergelijker', 'Rente-, samengestelde rente-, inflatie- en percentagecalculators voor beleggers.'],
    },
    ratingMethodology: 'Elk platform wordt beoordeeld op vier criteria – risico en rendement, gebruiksgemak, liquiditeit en klantenservice – elk van 1 tot 5. Het totaalcijfer is het gemiddelde en wordt elk kwartaal herzien.',
    reviewsSubtitle: 'Zo beoordelen wij platforms',
    editorialNote: 'Onze redactie schrijft onafhankelijk. Sommige links zijn affiliatelinks; ze veranderen nooit een beoordeling.',
  },
};

/** Page settings of the academy, bonus, news, reviews, blog and tools pages in every language. */
export default async function seed({ db }: SeedContext) {
  const rows = Object.entries(TEXTS).flatMap(([language, texts]) =>
    Object.entries(texts.pages).map(([dataTypeId, [title, subtitle, serpTitle, serpDescription]]) => {
      const reviews = dataTypeId === '22';
      return {
        languageId: Number(language),
        dataTypeId: Number(dataTypeId),
        title,
        subtitle,
        serpTitle,
        serpDescription,
        platform: reviews ? '[]' : null,
        pageSettingsSubtitle: reviews ? texts.reviewsSubtitle : null,
        ratingMethodology: reviews ? texts.ratingMethodology : null,
        editorialNote: dataTypeId === '44' ? texts.editorialNote : null,
      };
    }),
  );
  await db.insertInto('pages_settings').values(rows).execute();
}
