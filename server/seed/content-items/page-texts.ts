/** Demo pages of several templates, written in each language. */
export interface PageText {
  pageTitle: string;
  subtitle: string;
  serpTitle: string;
  serpDescription: string;
  content: string;
}

/** The templates every language gets, in this order: General, Cashback-Bonus, Comparison, Percentage Calculator, About. */
export const PAGE_TEMPLATES_SEEDED = [16, 17, 50, 55, 18] as const;

/** One page's texts, in the order the seed tables list them. */
export const page = (pageTitle: string, subtitle: string, serpTitle: string, serpDescription: string, content: string): PageText => ({
  pageTitle,
  subtitle,
  serpTitle,
  serpDescription,
  content,
});

export const PAGES: Record<number, PageText[]> = {
  1: [
    page('How we rate platforms', 'Our method, step by step', 'How we rate P2P lending platforms', 'Risk and return, usability, liquidity and support: how our ratings are made.',
      '<h2>Four ratings, one score</h2><p>Every platform is rated from 0 to 5 on risk and return, usability, liquidity and support. The total score is the mean of the four, rounded to the nearest half point.</p><p>We invest our own money on every platform we review and update the ratings when the figures change.</p>'),
    page('Cashback and bonuses', 'Extra return for new investors', 'P2P lending cashback offers and bonuses', 'Current cashback offers and welcome bonuses of P2P lending platforms, with their terms.',
      '<h2>How the offers work</h2><p>Sign up through our links and the platform pays a cashback on the amount you invest in the first months. The terms of each offer are listed next to it.</p>'),
    page('Compare P2P platforms', 'Rates, protection and fees side by side', 'Compare P2P lending platforms', 'Compare interest, buyback guarantees, minimum investment and liquidity of P2P platforms.',
      '<p>Choose an amount and a period to see what each platform could have earned you, based on its average interest rate.</p>'),
    page('Percentage calculator', 'What is x % of y?', 'Percentage calculator', 'Work out percentages of an amount in seconds.',
      '<p>Enter a percentage and an amount to see the result, for example the share of your portfolio on one platform.</p>'),
    page('About us', 'Independent reviews since 2017', 'About our P2P lending reviews', 'Who we are and how we keep our P2P lending reviews independent.',
      '<h2>Investors writing for investors</h2><p>We are a small team of private investors. Platforms cannot pay for a better rating; where we earn a commission, we say so.</p>'),
  ],
  2: [
    page('So bewerten wir Plattformen', 'Unsere Methode Schritt für Schritt', 'So bewerten wir P2P-Plattformen', 'Risiko und Rendite, Bedienbarkeit, Liquidität und Support: so entstehen unsere Bewertungen.',
      '<h2>Vier Bewertungen, eine Note</h2><p>Jede Plattform erhält 0 bis 5 Punkte für Risiko und Rendite, Bedienbarkeit, Liquidität und Support. Die Gesamtnote ist der Mittelwert, auf halbe Punkte gerundet.</p><p>Wir investieren auf jeder bewerteten Plattform eigenes Geld und passen die Bewertungen an, wenn sich die Zahlen ändern.</p>'),
    page('Cashback und Boni', 'Mehr Rendite für Neukunden', 'Cashback-Angebote und Boni für P2P-Kredite', 'Aktuelle Cashback-Angebote und Willkommensboni von P2P-Plattformen mit ihren Bedingungen.',
      '<h2>So funktionieren die Angebote</h2><p>Wenn Sie sich über unsere Links anmelden, zahlt die Plattform einen Cashback auf Ihre Investitionen in den ersten Monaten. Die Bedingungen stehen bei jedem Angebot.</p>'),
    page('P2P-Plattformen vergleichen', 'Zinsen, Absicherung und Gebühren im Überblick', 'P2P-Plattformen im Vergleich', 'Vergleichen Sie Zinsen, Rückkaufgarantien, Mindestanlage und Liquidität von P2P-Plattformen.',
      '<p>Wählen Sie Betrag und Laufzeit und sehen Sie, was jede Plattform mit ihrem durchschnittlichen Zins erwirtschaftet hätte.</p>'),
    page('Prozentrechner', 'Wie viel sind x % von y?', 'Prozentrechner', 'Prozentwerte eines Betrags in Sekunden berechnen.',
      '<p>Geben Sie einen Prozentsatz und einen Betrag ein, etwa um den Anteil einer Plattform an Ihrem Portfolio zu berechnen.</p>'),
    page('Über uns', 'Unabhängige Bewertungen seit 2017', 'Über unsere P2P-Bewertungen', 'Wer wir sind und wie wir unsere Bewertungen unabhängig halten.',
      '<h2>Anleger schreiben für Anleger</h2><p>Wir sind ein kleines Team privater Anleger. Plattformen können keine bessere Bewertung kaufen; wo wir eine Provision erhalten, sagen wir es.</p>'),
  ],
  3: [
    page('Cómo evaluamos las plataformas', 'Nuestro método, paso a paso', 'Cómo evaluamos las plataformas P2P', 'Riesgo y rentabilidad, facilidad de uso, liquidez y atención: así se elaboran nuestras notas.',
      '<h2>Cuatro notas, una puntuación</h2><p>Cada plataforma recibe de 0 a 5 puntos en riesgo y rentabilidad, facilidad de uso, liquidez y atención al cliente. La nota final es la media, redondeada al medio punto.</p><p>Invertimos dinero propio en cada plataforma analizada y actualizamos las notas cuando cambian las cifras.</p>'),
    page('Cashback y bonos', 'Rentabilidad extra para nuevos inversores', 'Ofertas de cashback y bonos de préstamos P2P', 'Ofertas de cashback y bonos de bienvenida vigentes de plataformas P2P, con sus condiciones.',
      '<h2>Cómo funcionan las ofertas</h2><p>Si se registra a través de nuestros enlaces, la plataforma le abona un cashback sobre lo invertido en los primeros meses. Las condiciones figuran junto a cada oferta.</p>'),
    page('Comparar plataformas P2P', 'Intereses, protección y comisiones', 'Comparativa de plataformas P2P', 'Compare intereses, garantías de recompra, inversión mínima y liquidez de las plataformas P2P.',
      '<p>Elija un importe y un plazo para ver cuánto habría ganado con cada plataforma según su interés medio.</p>'),
    page('Calculadora de porcentajes', '¿Cuánto es el x % de y?', 'Calculadora de porcentajes', 'Calcule porcentajes de un importe en segundos.',
      '<p>Introduzca un porcentaje y un importe, por ejemplo para conocer el peso de una plataforma en su cartera.</p>'),
    page('Quiénes somos', 'Análisis independientes desde 2017', 'Sobre nuestros análisis de préstamos P2P', 'Quiénes somos y cómo mantenemos la independencia de nuestros análisis.',
      '<h2>Inversores que escriben para inversores</h2><p>Somos un pequeño equipo de inversores particulares. Ninguna plataforma puede pagar por una mejor nota; cuando cobramos una comisión, lo indicamos.</p>'),
  ],
  4: [
    page('Notre méthode de notation', 'Notre méthode, étape par étape', 'Comment nous notons les plateformes de prêt', "Risque et rendement, ergonomie, liquidité et service client : comment nos notes sont établies.",
      "<h2>Quatre notes, un score</h2><p>Chaque plateforme reçoit de 0 à 5 points pour le risque et le rendement, l'ergonomie, la liquidité et le service client. Le score final est la moyenne, arrondie au demi-point.</p><p>Nous investissons notre propre argent sur chaque plateforme et mettons les notes à jour lorsque les chiffres évoluent.</p>"),
    page('Cashback et bonus', 'Un rendement en plus pour les nouveaux investisseurs', 'Offres de cashback et bonus des plateformes de prêt', 'Les offres de cashback et bonus de bienvenue en cours, avec leurs conditions.',
      "<h2>Comment fonctionnent les offres</h2><p>En vous inscrivant par nos liens, la plateforme vous verse un cashback sur les montants investis pendant les premiers mois. Les conditions figurent à côté de chaque offre.</p>"),
    page('Comparer les plateformes', 'Taux, protection et frais côte à côte', 'Comparatif des plateformes de prêt participatif', "Comparez taux d'intérêt, garanties de rachat, investissement minimum et liquidité.",
      '<p>Choisissez un montant et une durée pour voir ce que chaque plateforme vous aurait rapporté avec son taux moyen.</p>'),
    page('Calculateur de pourcentage', 'Combien font x % de y ?', 'Calculateur de pourcentage', "Calculez en quelques secondes le pourcentage d'un montant.",
      "<p>Saisissez un pourcentage et un montant, par exemple pour connaître la part d'une plateforme dans votre portefeuille.</p>"),
    page('À propos', 'Des avis indépendants depuis 2017', 'À propos de nos avis sur le prêt participatif', 'Qui nous sommes et comment nous restons indépendants.',
      "<h2>Des investisseurs qui écrivent pour des investisseurs</h2><p>Nous sommes une petite équipe d'investisseurs particuliers. Aucune plateforme ne peut acheter une meilleure note ; lorsque nous touchons une commission, nous l'indiquons.</p>"),
  ],
  6: [
    page('Zo beoordelen wij platforms', 'Onze methode, stap voor stap', 'Zo beoordelen wij P2P-platforms', 'Risico en rendement, gebruiksgemak, liquiditeit en support: zo komen onze beoordelingen tot stand.',
      '<h2>Vier cijfers, één score</h2><p>Elk platform krijgt 0 tot 5 punten voor risico en rendement, gebruiksgemak, liquiditeit en support. De eindscore is het gemiddelde, afgerond op een halve punt.</p><p>Wij beleggen eigen geld op elk platform dat we bespreken en passen de cijfers aan als de resultaten veranderen.</p>'),
    page('Cashback en bonussen', 'Extra rendement voor nieuwe beleggers', 'Cashbackacties en bonussen van P2P-platforms', 'Actuele cashbackacties en welkomstbonussen van P2P-platforms, met de voorwaarden.',
      '<h2>Zo werken de acties</h2><p>Meldt u zich aan via onze links, dan betaalt het platform cashback over het bedrag dat u de eerste maanden belegt. De voorwaarden staan bij elke actie.</p>'),
    page('P2P-platforms vergelijken', 'Rente, bescherming en kosten naast elkaar', 'P2P-platforms vergelijken', 'Vergelijk rente, terugkoopgaranties, minimale inleg en liquiditeit van P2P-platforms.',
      '<p>Kies een bedrag en een looptijd en zie wat elk platform met zijn gemiddelde rente had opgeleverd.</p>'),
    page('Procentcalculator', 'Hoeveel is x % van y?', 'Procentcalculator', 'Bereken in een paar seconden een percentage van een bedrag.',
      '<p>Vul een percentage en een bedrag in, bijvoorbeeld om het aandeel van één platform in uw portefeuille te berekenen.</p>'),
    page('Over ons', 'Onafhankelijke reviews sinds 2017', 'Over onze P2P-reviews', 'Wie wij zijn en hoe wij onze reviews onafhankelijk houden.',
      '<h2>Beleggers schrijven voor beleggers</h2><p>Wij zijn een klein team particuliere beleggers. Platforms kunnen geen beter cijfer kopen; waar wij een vergoeding ontvangen, vermelden we dat.</p>'),
  ],
};
