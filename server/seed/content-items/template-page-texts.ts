import { page, type PageText } from './page-texts';

/**
 * Demo pages of the templates the first pages leave out, written in each language: Academy (2) and the
 * Interest (54), Inflation (56) and Compound Interest (57) calculators, so that every template has a page.
 */
export const TEMPLATE_PAGES_SEEDED = [2, 54, 56, 57] as const;

export const TEMPLATE_PAGES: Record<number, PageText[]> = {
  1: [
    page('P2P lending academy', 'Guides from the first loan to a full portfolio', 'P2P lending academy: guides for every level', "Free guides for beginners, advanced investors and pros: how P2P lending works, how to spread risk and how to read a lender's accounts.",
      '<h2>Learn at your own pace</h2><p>The academy collects our guides in three levels: beginners, advanced and pros. Start with how P2P lending works, then learn to spread your money and to judge the companies behind the loans.</p><p>The platforms listed below are the ones our guides use as examples.</p>'),
    page('Interest calculator', 'What your savings earn', 'Interest calculator for P2P investors', 'Work out the interest on a deposit for any rate and term.',
      '<p>Enter a deposit, an interest rate and a term to see the interest you would earn, without compounding. Compare the result with a savings account to see what the extra risk pays.</p>'),
    page('Inflation calculator', 'What your money will be worth', 'Inflation calculator', 'See how inflation eats into your savings over the years.',
      '<p>Enter an amount, an inflation rate and a number of years to see what your money will still buy. A return below inflation means you are losing purchasing power.</p>'),
    page('Compound interest calculator', 'Reinvest and watch it grow', 'Compound interest calculator with monthly contributions', 'Calculate how a deposit and monthly contributions grow with compound interest, with or without tax.',
      '<h2>Interest on interest</h2><p>When you reinvest the interest, it earns interest itself. Enter a deposit, a monthly contribution, a rate and a term to see how much of the final amount is interest.</p>'),
  ],
  2: [
    page('P2P-Akademie', 'Ratgeber vom ersten Kredit bis zum fertigen Portfolio', 'P2P-Akademie: Ratgeber für jedes Niveau', 'Kostenlose Ratgeber für Einsteiger, Fortgeschrittene und Profis: wie P2P-Kredite funktionieren, wie man Risiken streut und Bilanzen von Kreditgebern liest.',
      '<h2>Lernen im eigenen Tempo</h2><p>Die Akademie sammelt unsere Ratgeber in drei Stufen: Einsteiger, Fortgeschrittene und Profis. Beginnen Sie mit den Grundlagen der P2P-Kredite und lernen Sie dann, Ihr Geld zu streuen und die Unternehmen hinter den Krediten zu beurteilen.</p><p>Die unten genannten Plattformen dienen in unseren Ratgebern als Beispiele.</p>'),
    page('Zinsrechner', 'Was Ihr Erspartes einbringt', 'Zinsrechner für P2P-Anleger', 'Berechnen Sie die Zinsen auf eine Anlage für jeden Zinssatz und jede Laufzeit.',
      '<p>Geben Sie Anlagebetrag, Zinssatz und Laufzeit ein und sehen Sie die Zinsen ohne Zinseszins. Vergleichen Sie das Ergebnis mit einem Sparkonto, um zu sehen, was das zusätzliche Risiko einbringt.</p>'),
    page('Inflationsrechner', 'Was Ihr Geld morgen noch wert ist', 'Inflationsrechner', 'Sehen Sie, wie die Inflation Ihr Erspartes über die Jahre schmälert.',
      '<p>Geben Sie einen Betrag, eine Inflationsrate und eine Anzahl Jahre ein und sehen Sie, was Ihr Geld dann noch kauft. Eine Rendite unter der Inflation bedeutet Kaufkraftverlust.</p>'),
    page('Zinseszinsrechner', 'Wiederanlegen und wachsen lassen', 'Zinseszinsrechner mit monatlicher Sparrate', 'Berechnen Sie, wie Anlage und monatliche Sparrate mit Zinseszins wachsen, mit oder ohne Steuer.',
      '<h2>Zinsen auf Zinsen</h2><p>Wer die Zinsen wieder anlegt, erhält auch auf sie Zinsen. Geben Sie Anlage, monatliche Sparrate, Zinssatz und Laufzeit ein und sehen Sie, welcher Teil des Endbetrags aus Zinsen besteht.</p>'),
  ],
  3: [
    page('Academia P2P', 'Guías desde el primer préstamo hasta una cartera completa', 'Academia P2P: guías para cada nivel', 'Guías gratuitas para principiantes, avanzados y profesionales: cómo funcionan los préstamos P2P, cómo diversificar y cómo leer las cuentas de un originador.',
      '<h2>Aprenda a su ritmo</h2><p>La academia reúne nuestras guías en tres niveles: principiantes, avanzados y profesionales. Empiece por cómo funcionan los préstamos P2P y aprenda después a diversificar y a valorar a las empresas que hay detrás de los préstamos.</p><p>Las plataformas indicadas abajo son las que nuestras guías usan como ejemplo.</p>'),
    page('Calculadora de intereses', 'Lo que rinden sus ahorros', 'Calculadora de intereses para inversores P2P', 'Calcule los intereses de un depósito para cualquier tipo y plazo.',
      '<p>Introduzca un importe, un tipo de interés y un plazo para ver los intereses que obtendría, sin capitalización. Compare el resultado con una cuenta de ahorro para ver lo que paga el riesgo adicional.</p>'),
    page('Calculadora de inflación', 'Lo que valdrá su dinero', 'Calculadora de inflación', 'Vea cómo la inflación reduce sus ahorros con los años.',
      '<p>Introduzca un importe, una tasa de inflación y un número de años para ver lo que podrá comprar con su dinero. Una rentabilidad inferior a la inflación supone perder poder adquisitivo.</p>'),
    page('Calculadora de interés compuesto', 'Reinvierta y vea cómo crece', 'Calculadora de interés compuesto con aportaciones mensuales', 'Calcule cómo crecen un depósito y sus aportaciones mensuales con interés compuesto, con o sin impuestos.',
      '<h2>Intereses sobre intereses</h2><p>Si reinvierte los intereses, estos también generan intereses. Introduzca un depósito, una aportación mensual, un tipo y un plazo para ver qué parte del importe final son intereses.</p>'),
  ],
  4: [
    page('Académie du prêt participatif', 'Des guides du premier prêt au portefeuille complet', 'Académie du prêt participatif : des guides pour chaque niveau', "Guides gratuits pour débutants, confirmés et experts : le fonctionnement du prêt participatif, la diversification et la lecture des comptes d'un initiateur.",
      "<h2>Apprendre à votre rythme</h2><p>L'académie regroupe nos guides en trois niveaux : débutants, confirmés et experts. Commencez par le fonctionnement du prêt participatif, puis apprenez à diversifier et à juger les sociétés qui se trouvent derrière les prêts.</p><p>Les plateformes ci-dessous sont celles que nos guides prennent en exemple.</p>"),
    page("Calculateur d'intérêts", 'Ce que rapporte votre épargne', "Calculateur d'intérêts pour investisseurs", "Calculez les intérêts d'un placement pour tout taux et toute durée.",
      "<p>Saisissez un montant, un taux d'intérêt et une durée pour voir les intérêts perçus, sans capitalisation. Comparez le résultat avec un livret d'épargne pour voir ce que rapporte le risque supplémentaire.</p>"),
    page("Calculateur d'inflation", 'Ce que vaudra votre argent', "Calculateur d'inflation", "Voyez comment l'inflation réduit votre épargne au fil des années.",
      "<p>Saisissez un montant, un taux d'inflation et un nombre d'années pour voir ce que votre argent permettra encore d'acheter. Un rendement inférieur à l'inflation signifie une perte de pouvoir d'achat.</p>"),
    page("Calculateur d'intérêts composés", 'Réinvestir pour faire fructifier', "Calculateur d'intérêts composés avec versements mensuels", "Calculez la croissance d'un placement et de versements mensuels avec intérêts composés, avec ou sans impôt.",
      "<h2>Des intérêts sur les intérêts</h2><p>En réinvestissant les intérêts, ils produisent à leur tour des intérêts. Saisissez un placement, un versement mensuel, un taux et une durée pour voir la part d'intérêts dans le montant final.</p>"),
  ],
  6: [
    page('P2P-academie', 'Gidsen van de eerste lening tot een complete portefeuille', 'P2P-academie: gidsen voor elk niveau', 'Gratis gidsen voor beginners, gevorderden en professionals: hoe P2P-lenen werkt, hoe u risico spreidt en hoe u de cijfers van een kredietverstrekker leest.',
      '<h2>Leren in uw eigen tempo</h2><p>De academie bundelt onze gidsen in drie niveaus: beginners, gevorderden en professionals. Begin bij hoe P2P-lenen werkt en leer daarna uw geld te spreiden en de bedrijven achter de leningen te beoordelen.</p><p>De platforms hieronder gebruiken onze gidsen als voorbeeld.</p>'),
    page('Rentecalculator', 'Wat uw spaargeld oplevert', 'Rentecalculator voor P2P-beleggers', 'Bereken de rente op een inleg voor elke rente en looptijd.',
      '<p>Vul een bedrag, een rentepercentage en een looptijd in en zie de rente die u zou ontvangen, zonder rente op rente. Vergelijk de uitkomst met een spaarrekening om te zien wat het extra risico oplevert.</p>'),
    page('Inflatiecalculator', 'Wat uw geld straks nog waard is', 'Inflatiecalculator', 'Zie hoe inflatie uw spaargeld door de jaren heen uitholt.',
      '<p>Vul een bedrag, een inflatiepercentage en een aantal jaren in en zie wat u er dan nog voor kunt kopen. Een rendement onder de inflatie betekent koopkrachtverlies.</p>'),
    page('Rente-op-rentecalculator', 'Herbeleggen en laten groeien', 'Rente-op-rentecalculator met maandelijkse inleg', 'Bereken hoe een inleg en maandelijkse stortingen groeien met rente op rente, met of zonder belasting.',
      '<h2>Rente op rente</h2><p>Wie de rente herbelegt, ontvangt daar ook weer rente over. Vul een inleg, een maandelijkse storting, een rente en een looptijd in en zie welk deel van het eindbedrag uit rente bestaat.</p>'),
  ],
};
