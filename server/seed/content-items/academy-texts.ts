/** Demo academy guides, written in each language (route url, title, tag, excerpt, content). */
export interface GuideText {
  url: string;
  title: string;
  tag: 'beginners' | 'advanced' | 'pros';
  excerpt: string;
  content: string;
}

export const GUIDES: Record<number, GuideText[]> = {
  1: [
    {
      url: 'academy/what-is-p2p-lending',
      title: 'What is peer-to-peer lending?',
      tag: 'beginners',
      excerpt: 'How lending platforms connect private investors with borrowers, and where your return comes from.',
      content:
        '<h2>Lending without a bank in between</h2><p>On a peer-to-peer platform you lend money to private persons or companies. The platform checks the borrowers, collects the repayments and passes the interest on to you.</p><p>Most platforms work with loan originators: lenders that issue the loans and sell parts of them to investors. Your return depends on the interest rate and on how reliably the originator pays.</p>',
    },
    {
      url: 'academy/diversifying-across-platforms',
      title: 'Diversifying across lending platforms',
      tag: 'advanced',
      excerpt: 'Why a single platform is a single point of failure, and how to spread your money sensibly.',
      content:
        '<h2>Spread the platform risk</h2><p>Even a well-run platform can run into trouble. Investors who spread their money over four or five platforms are hit far less when one of them fails.</p><h2>A simple rule of thumb</h2><p>Keep no more than a quarter of your lending portfolio on one platform, and prefer platforms with different loan types and countries.</p>',
    },
    {
      url: 'academy/loan-originator-financials',
      title: "Reading a loan originator's financial statements",
      tag: 'pros',
      excerpt: 'Equity, profit and liabilities: the three figures that tell you whether a buyback guarantee is worth anything.',
      content:
        '<h2>A guarantee is only as strong as the guarantor</h2><p>A buyback guarantee is a promise of the loan originator. Check its equity against the loans it has placed on the platform: a thin equity cushion means little protection.</p><p>Look at the net profit of the last two years and at the audit opinion. Losses in both years or an unaudited report are warning signs.</p>',
    },
  ],
  2: [
    {
      url: 'akademie/was-sind-p2p-kredite',
      title: 'Was sind P2P-Kredite?',
      tag: 'beginners',
      excerpt: 'Wie Kreditplattformen private Anleger mit Kreditnehmern zusammenbringen und woher die Rendite kommt.',
      content:
        '<h2>Kredite ohne Bank dazwischen</h2><p>Auf einer P2P-Plattform verleihen Sie Geld an Privatpersonen oder Unternehmen. Die Plattform prüft die Kreditnehmer, zieht die Raten ein und leitet die Zinsen an Sie weiter.</p><p>Die meisten Plattformen arbeiten mit Kreditanbahnern zusammen, die Kredite vergeben und Anteile davon an Anleger verkaufen. Ihre Rendite hängt vom Zins und von der Zahlungsfähigkeit des Anbahners ab.</p>',
    },
    {
      url: 'akademie/streuung-ueber-plattformen',
      title: 'Streuung über mehrere Plattformen',
      tag: 'advanced',
      excerpt: 'Warum eine einzige Plattform ein Klumpenrisiko ist und wie Sie Ihr Geld sinnvoll verteilen.',
      content:
        '<h2>Das Plattformrisiko verteilen</h2><p>Auch eine gut geführte Plattform kann in Schwierigkeiten geraten. Wer sein Geld auf vier oder fünf Plattformen verteilt, trifft ein Ausfall deutlich weniger.</p><h2>Eine einfache Faustregel</h2><p>Legen Sie höchstens ein Viertel Ihres Kreditportfolios auf einer Plattform an und wählen Sie unterschiedliche Kreditarten und Länder.</p>',
    },
    {
      url: 'akademie/bilanzen-kreditanbahner',
      title: 'Bilanzen von Kreditanbahnern lesen',
      tag: 'pros',
      excerpt: 'Eigenkapital, Gewinn und Verbindlichkeiten: drei Kennzahlen, die zeigen, was eine Rückkaufgarantie wert ist.',
      content:
        '<h2>Eine Garantie ist nur so stark wie der Garant</h2><p>Die Rückkaufgarantie ist ein Versprechen des Kreditanbahners. Vergleichen Sie sein Eigenkapital mit dem Volumen der Kredite auf der Plattform.</p><p>Prüfen Sie den Jahresüberschuss der letzten zwei Jahre und den Bestätigungsvermerk. Zwei Verlustjahre oder ein ungeprüfter Abschluss sind Warnsignale.</p>',
    },
  ],
  3: [
    {
      url: 'academia/que-son-los-prestamos-p2p',
      title: '¿Qué son los préstamos P2P?',
      tag: 'beginners',
      excerpt: 'Cómo las plataformas de préstamos conectan a inversores particulares con prestatarios y de dónde sale la rentabilidad.',
      content:
        '<h2>Prestar sin un banco de por medio</h2><p>En una plataforma P2P usted presta dinero a particulares o empresas. La plataforma analiza a los prestatarios, cobra las cuotas y le transfiere los intereses.</p><p>La mayoría de las plataformas trabajan con originadores que conceden los préstamos y venden participaciones a los inversores. Su rentabilidad depende del tipo de interés y de la solvencia del originador.</p>',
    },
    {
      url: 'academia/diversificar-entre-plataformas',
      title: 'Diversificar entre plataformas',
      tag: 'advanced',
      excerpt: 'Por qué una sola plataforma concentra el riesgo y cómo repartir su dinero con criterio.',
      content:
        '<h2>Repartir el riesgo de plataforma</h2><p>Incluso una plataforma bien gestionada puede tener problemas. Quien reparte su dinero entre cuatro o cinco plataformas sufre mucho menos si una de ellas falla.</p><h2>Una regla sencilla</h2><p>No invierta más de una cuarta parte de su cartera en una misma plataforma y combine distintos tipos de préstamo y países.</p>',
    },
    {
      url: 'academia/estados-financieros-originadores',
      title: 'Analizar los estados financieros de un originador',
      tag: 'pros',
      excerpt: 'Patrimonio, beneficio y deudas: las tres cifras que indican cuánto vale una garantía de recompra.',
      content:
        '<h2>Una garantía vale lo que vale el garante</h2><p>La garantía de recompra es una promesa del originador. Compare su patrimonio neto con el volumen de préstamos que ha colocado en la plataforma.</p><p>Revise el beneficio neto de los dos últimos años y la opinión del auditor. Pérdidas repetidas o cuentas sin auditar son señales de alarma.</p>',
    },
  ],
  4: [
    {
      url: 'academie/pret-entre-particuliers',
      title: "Qu'est-ce que le prêt entre particuliers ?",
      tag: 'beginners',
      excerpt: "Comment les plateformes de prêt relient investisseurs particuliers et emprunteurs, et d'où vient le rendement.",
      content:
        "<h2>Prêter sans banque intermédiaire</h2><p>Sur une plateforme de prêt participatif, vous prêtez de l'argent à des particuliers ou à des entreprises. La plateforme sélectionne les emprunteurs, encaisse les échéances et vous reverse les intérêts.</p><p>La plupart des plateformes travaillent avec des initiateurs de prêts qui accordent les crédits et en cèdent des parts aux investisseurs. Votre rendement dépend du taux et de la solidité de l'initiateur.</p>",
    },
    {
      url: 'academie/diversifier-plateformes',
      title: 'Diversifier sur plusieurs plateformes',
      tag: 'advanced',
      excerpt: 'Pourquoi une seule plateforme concentre le risque, et comment répartir votre argent avec méthode.',
      content:
        "<h2>Répartir le risque de plateforme</h2><p>Même une plateforme bien gérée peut connaître des difficultés. En répartissant votre argent sur quatre ou cinq plateformes, vous limitez fortement l'impact d'une défaillance.</p><h2>Une règle simple</h2><p>Ne placez pas plus d'un quart de votre portefeuille sur une même plateforme et variez les types de prêts et les pays.</p>",
    },
    {
      url: 'academie/comptes-initiateurs-de-prets',
      title: "Lire les comptes d'un initiateur de prêts",
      tag: 'pros',
      excerpt: 'Fonds propres, bénéfice et dettes : les trois chiffres qui montrent ce que vaut une garantie de rachat.',
      content:
        "<h2>Une garantie ne vaut que ce que vaut le garant</h2><p>La garantie de rachat est une promesse de l'initiateur. Comparez ses fonds propres au volume de prêts qu'il a placés sur la plateforme.</p><p>Examinez le résultat net des deux derniers exercices et l'opinion du commissaire aux comptes. Des pertes répétées ou des comptes non audités doivent vous alerter.</p>",
    },
  ],
  6: [
    {
      url: 'academie/wat-is-p2p-lenen',
      title: 'Wat is P2P-lenen?',
      tag: 'beginners',
      excerpt: 'Hoe leenplatforms particuliere beleggers met leners verbinden, en waar uw rendement vandaan komt.',
      content:
        '<h2>Lenen zonder bank ertussen</h2><p>Op een P2P-platform leent u geld uit aan particulieren of bedrijven. Het platform beoordeelt de leners, int de aflossingen en betaalt de rente aan u uit.</p><p>De meeste platforms werken met kredietverstrekkers die de leningen afsluiten en delen ervan aan beleggers verkopen. Uw rendement hangt af van de rente en van de betrouwbaarheid van de verstrekker.</p>',
    },
    {
      url: 'academie/spreiden-over-platforms',
      title: 'Spreiden over meerdere platforms',
      tag: 'advanced',
      excerpt: 'Waarom één platform een concentratierisico is, en hoe u uw geld verstandig verdeelt.',
      content:
        '<h2>Het platformrisico spreiden</h2><p>Ook een goed geleid platform kan in de problemen komen. Wie zijn geld over vier of vijf platforms verdeelt, merkt veel minder van één faillissement.</p><h2>Een eenvoudige vuistregel</h2><p>Zet niet meer dan een kwart van uw leenportefeuille op één platform en kies verschillende soorten leningen en landen.</p>',
    },
    {
      url: 'academie/jaarrekening-kredietverstrekkers',
      title: 'De jaarrekening van een kredietverstrekker lezen',
      tag: 'pros',
      excerpt: 'Eigen vermogen, winst en schulden: drie cijfers die laten zien wat een terugkoopgarantie waard is.',
      content:
        '<h2>Een garantie is zo sterk als de garantsteller</h2><p>De terugkoopgarantie is een belofte van de kredietverstrekker. Vergelijk het eigen vermogen met het volume aan leningen dat op het platform staat.</p><p>Bekijk de nettowinst van de afgelopen twee jaar en de controleverklaring. Twee verliesjaren of een ongecontroleerde jaarrekening zijn waarschuwingssignalen.</p>',
    },
  ],
};
