/** Demo texts of the tools area, per language (1 en, 2 de, 3 es, 4 fr, 6 nl). */

export const CTA_TEXT: Record<number, string> = {
  1: 'Compare P2P platforms now',
  2: 'Jetzt P2P-Plattformen vergleichen',
  3: 'Compara plataformas P2P ahora',
  4: 'Comparer les plateformes P2P',
  6: 'Vergelijk P2P-platformen nu',
};

/** Page template (data type) of the route each tile links to; the portfolio has no page template. */
type Tile = { category: 'Comparison' | 'Calculator' | 'Portfolio'; template: number | null; title: string; excerpt: string };

const tiles = (rows: [Tile['category'], number | null, string, string][]): Tile[] =>
  rows.map(([category, template, title, excerpt]) => ({ category, template, title, excerpt }));

export const TOOL_ITEMS: Record<number, Tile[]> = {
  1: tiles([
    ['Comparison', 50, 'P2P platform comparison', 'Filter platforms by interest, buyback guarantee and minimum investment.'],
    ['Calculator', 54, 'Interest calculator', 'See what a single deposit earns at a fixed yearly rate.'],
    ['Calculator', 57, 'Compound interest calculator', 'Reinvest your interest and add a monthly amount: watch the snowball grow.'],
    ['Calculator', 56, 'Inflation calculator', 'Find out how much buying power your savings lose each year.'],
    ['Calculator', 55, 'Percentage calculator', 'Quick answers to everyday percentage questions.'],
    ['Portfolio', null, 'Our real-money portfolio', 'Every platform we invest in, with amounts and returns, updated monthly.'],
  ]),
  2: tiles([
    ['Comparison', 50, 'P2P-Plattformvergleich', 'Plattformen nach Zins, Rückkaufgarantie und Mindestanlage filtern.'],
    ['Calculator', 54, 'Zinsrechner', 'Sehen Sie, was eine Einmalanlage bei festem Jahreszins bringt.'],
    ['Calculator', 57, 'Zinseszinsrechner', 'Zinsen reinvestieren und monatlich sparen: So wächst Ihr Vermögen.'],
    ['Calculator', 56, 'Inflationsrechner', 'Wie viel Kaufkraft verliert Ihr Erspartes jedes Jahr?'],
    ['Calculator', 55, 'Prozentrechner', 'Schnelle Antworten auf alltägliche Prozentfragen.'],
    ['Portfolio', null, 'Unser Echtgeld-Portfolio', 'Alle Plattformen, in die wir investieren, mit Beträgen und Renditen.'],
  ]),
  3: tiles([
    ['Comparison', 50, 'Comparador de plataformas P2P', 'Filtra plataformas por interés, garantía de recompra e inversión mínima.'],
    ['Calculator', 54, 'Calculadora de intereses', 'Descubre cuánto rinde un depósito único a un tipo anual fijo.'],
    ['Calculator', 57, 'Calculadora de interés compuesto', 'Reinvierte los intereses y añade una aportación mensual.'],
    ['Calculator', 56, 'Calculadora de inflación', 'Averigua cuánto poder adquisitivo pierden tus ahorros cada año.'],
    ['Calculator', 55, 'Calculadora de porcentajes', 'Respuestas rápidas a las preguntas de porcentajes de cada día.'],
    ['Portfolio', null, 'Nuestra cartera con dinero real', 'Todas las plataformas en las que invertimos, con importes y rentabilidades.'],
  ]),
  4: tiles([
    ['Comparison', 50, 'Comparateur de plateformes P2P', 'Filtrez les plateformes par taux, garantie de rachat et investissement minimum.'],
    ['Calculator', 54, 'Calculateur d’intérêts', 'Ce que rapporte un dépôt unique à taux annuel fixe.'],
    ['Calculator', 57, 'Calculateur d’intérêts composés', 'Réinvestissez vos intérêts et ajoutez un versement mensuel.'],
    ['Calculator', 56, 'Calculateur d’inflation', 'Combien de pouvoir d’achat votre épargne perd-elle chaque année ?'],
    ['Calculator', 55, 'Calculateur de pourcentage', 'Des réponses rapides aux questions de pourcentage du quotidien.'],
    ['Portfolio', null, 'Notre portefeuille réel', 'Toutes les plateformes où nous investissons, avec montants et rendements.'],
  ]),
  6: tiles([
    ['Comparison', 50, 'P2P-platformvergelijker', 'Filter platformen op rente, terugkoopgarantie en minimale inleg.'],
    ['Calculator', 54, 'Rentecalculator', 'Bekijk wat een eenmalige inleg oplevert bij een vaste jaarrente.'],
    ['Calculator', 57, 'Samengestelde-rentecalculator', 'Herbeleg je rente en leg maandelijks in: zie je vermogen groeien.'],
    ['Calculator', 56, 'Inflatiecalculator', 'Hoeveel koopkracht verliest je spaargeld elk jaar?'],
    ['Calculator', 55, 'Percentagecalculator', 'Snelle antwoorden op alledaagse procentvragen.'],
    ['Portfolio', null, 'Ons portfolio met echt geld', 'Alle platformen waarin we beleggen, met bedragen en rendementen.'],
  ]),
};

export interface PortfolioText {
  pageTitle: string;
  subtitle: string;
  serpTitle: string;
  serpDescription: string;
  h2Update: string;
  updateInfo: string;
  h2News: string;
  newsInfo: string;
  h2Poll: string;
  pollInfo: string;
  ctaText: string;
}

export const PORTFOLIO: Record<number, PortfolioText> = {
  1: {
    pageTitle: 'Our P2P lending portfolio',
    subtitle: 'We invest our own money in the platforms we review',
    serpTitle: 'Our real P2P lending portfolio – returns and exposures',
    serpDescription: 'See where we invest, how much and what it earns, updated every month.',
    h2Update: 'Monthly update',
    updateInfo: 'Returns held steady at 11.4% this month; one platform moved to Exiting after late payments grew.',
    h2News: 'Portfolio news',
    newsInfo: 'We started a small test position on a new real-estate lender.',
    h2Poll: 'Which platform should we test next?',
    pollInfo: 'Vote for the platform you want us to put 1,000 euros into.',
    ctaText: 'Build your own portfolio',
  },
  2: {
    pageTitle: 'Unser P2P-Kredit-Portfolio',
    subtitle: 'Wir investieren eigenes Geld in die Plattformen, die wir bewerten',
    serpTitle: 'Unser echtes P2P-Portfolio – Renditen und Positionen',
    serpDescription: 'Wo wir investieren, wie viel und mit welcher Rendite – monatlich aktualisiert.',
    h2Update: 'Monatliches Update',
    updateInfo: 'Die Rendite blieb diesen Monat stabil bei 11,4 %; eine Plattform bauen wir wegen steigender Verzüge ab.',
    h2News: 'Neues aus dem Portfolio',
    newsInfo: 'Wir testen einen neuen Immobilienkreditgeber mit einer kleinen Position.',
    h2Poll: 'Welche Plattform sollen wir als Nächstes testen?',
    pollInfo: 'Stimmen Sie ab, wo wir 1.000 Euro anlegen sollen.',
    ctaText: 'Eigenes Portfolio aufbauen',
  },
  3: {
    pageTitle: 'Nuestra cartera de préstamos P2P',
    subtitle: 'Invertimos nuestro propio dinero en las plataformas que analizamos',
    serpTitle: 'Nuestra cartera P2P real – rentabilidad y posiciones',
    serpDescription: 'Dónde invertimos, cuánto y cuánto gana, actualizado cada mes.',
    h2Update: 'Actualización mensual',
    updateInfo: 'La rentabilidad se mantuvo en el 11,4 % este mes; una plataforma pasa a salida por el aumento de retrasos.',
    h2News: 'Novedades de la cartera',
    newsInfo: 'Abrimos una pequeña posición de prueba en un nuevo prestamista inmobiliario.',
    h2Poll: '¿Qué plataforma probamos después?',
    pollInfo: 'Vota dónde quieres que invirtamos 1.000 euros.',
    ctaText: 'Crea tu propia cartera',
  },
  4: {
    pageTitle: 'Notre portefeuille de prêts P2P',
    subtitle: 'Nous investissons notre propre argent dans les plateformes que nous évaluons',
    serpTitle: 'Notre vrai portefeuille P2P – rendements et positions',
    serpDescription: 'Où nous investissons, combien et pour quel rendement, mis à jour chaque mois.',
    h2Update: 'Point mensuel',
    updateInfo: 'Le rendement est resté stable à 11,4 % ce mois-ci ; nous sortons d’une plateforme dont les retards augmentent.',
    h2News: 'Actualités du portefeuille',
    newsInfo: 'Nous testons un nouveau prêteur immobilier avec une petite position.',
    h2Poll: 'Quelle plateforme tester ensuite ?',
    pollInfo: 'Votez pour la plateforme où nous placerons 1 000 euros.',
    ctaText: 'Construire votre portefeuille',
  },
  6: {
    pageTitle: 'Ons P2P-leningenportfolio',
    subtitle: 'We beleggen eigen geld in de platformen die we beoordelen',
    serpTitle: 'Ons echte P2P-portfolio – rendement en posities',
    serpDescription: 'Waar we beleggen, hoeveel en wat het oplevert, elke maand bijgewerkt.',
    h2Update: 'Maandelijkse update',
    updateInfo: 'Het rendement bleef deze maand stabiel op 11,4%; één platform bouwen we af door oplopende achterstanden.',
    h2News: 'Portfolionieuws',
    newsInfo: 'We testen een nieuwe vastgoedfinancier met een kleine positie.',
    h2Poll: 'Welk platform testen we hierna?',
    pollInfo: 'Stem op het platform waar wij 1.000 euro in steken.',
    ctaText: 'Bouw je eigen portfolio',
  },
};
