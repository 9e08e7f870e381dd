/**
 * Demo news: fifteen stories told in each language, and nine more in English
 * only, so that the English list runs over more than one page of twenty while
 * the other languages fit on one. "{platform}" is replaced by the name of a
 * platform of that language; market stories have none.
 */
export interface Story {
  market: boolean;
  redFlag: boolean;
  /** Per language: [tagline, news text]; a language without one does not tell the story. */
  text: Partial<Record<number, [string, string]>>;
}

const platform = (redFlag: boolean, text: Story['text']): Story => ({ market: false, redFlag, text });
const market = (redFlag: boolean, text: Story['text']): Story => ({ market: true, redFlag, text });

export const STORIES: Story[] = [
  platform(false, {
    1: ['{platform} raises its buyback limit', '{platform} now buys back loans that are more than 45 days late, up from 60 days.'],
    2: ['{platform} verkürzt die Rückkauffrist', '{platform} kauft Kredite jetzt schon nach 45 statt 60 Tagen Verzug zurück.'],
    3: ['{platform} amplía su garantía de recompra', '{platform} recompra ahora los préstamos con más de 45 días de retraso, antes 60.'],
    4: ['{platform} élargit sa garantie de rachat', '{platform} rachète désormais les prêts en retard de plus de 45 jours, contre 60 auparavant.'],
    6: ['{platform} verruimt terugkoopgarantie', '{platform} koopt leningen nu al terug na 45 dagen achterstand in plaats van 60.'],
  }),
  platform(false, {
    1: ['{platform} launches an auto-invest portfolio', 'A new auto-invest strategy spreads deposits over at least 50 loans from five originators.'],
    2: ['{platform} startet Auto-Invest-Portfolio', 'Eine neue Auto-Invest-Strategie verteilt Einzahlungen auf mindestens 50 Kredite von fünf Anbietern.'],
    3: ['{platform} lanza una cartera de autoinversión', 'La nueva estrategia reparte cada depósito entre al menos 50 préstamos de cinco originadores.'],
    4: ['{platform} lance un portefeuille d’auto-invest', 'La nouvelle stratégie répartit chaque dépôt sur au moins 50 prêts de cinq originateurs.'],
    6: ['{platform} lanceert auto-invest-portfolio', 'De nieuwe strategie spreidt elke inleg over minstens 50 leningen van vijf kredietverstrekkers.'],
  }),
  platform(true, {
    1: ['{platform} delays withdrawals', '{platform} has paused withdrawals for two weeks, citing a change of payment provider. We have stopped new deposits.'],
    2: ['{platform} verzögert Auszahlungen', '{platform} setzt Auszahlungen wegen eines Wechsels des Zahlungsdienstleisters zwei Wochen aus. Wir zahlen nichts mehr ein.'],
    3: ['{platform} retrasa los retiros', '{platform} ha suspendido los retiros durante dos semanas por un cambio de proveedor de pagos. Dejamos de depositar.'],
    4: ['{platform} retarde les retraits', '{platform} suspend les retraits pendant deux semaines en invoquant un changement de prestataire de paiement. Nous arrêtons les dépôts.'],
    6: ['{platform} stelt opnames uit', '{platform} heeft opnames twee weken stilgezet vanwege een nieuwe betaalprovider. We storten voorlopig niets meer.'],
  }),
  platform(false, {
    1: ['{platform} publishes audited annual report', 'The audited figures show a net profit of 2.1 million euros and equity above 10 million.'],
    2: ['{platform} veröffentlicht geprüften Jahresabschluss', 'Die geprüften Zahlen zeigen 2,1 Millionen Euro Gewinn und über 10 Millionen Euro Eigenkapital.'],
    3: ['{platform} publica sus cuentas auditadas', 'Las cifras auditadas muestran un beneficio neto de 2,1 millones de euros y fondos propios de más de 10 millones.'],
    4: ['{platform} publie ses comptes audités', 'Les comptes audités affichent un bénéfice net de 2,1 millions d’euros et des fonds propres de plus de 10 millions.'],
    6: ['{platform} publiceert gecontroleerd jaarverslag', 'De gecontroleerde cijfers tonen 2,1 miljoen euro winst en ruim 10 miljoen euro eigen vermogen.'],
  }),
  platform(false, {
    1: ['{platform} lowers its minimum investment', 'New investors can now start with 10 euros instead of 50.'],
    2: ['{platform} senkt die Mindestanlage', 'Neue Anleger können jetzt schon mit 10 statt 50 Euro starten.'],
    3: ['{platform} reduce la inversión mínima', 'Los nuevos inversores ya pueden empezar con 10 euros en lugar de 50.'],
    4: ['{platform} abaisse l’investissement minimum', 'Les nouveaux investisseurs peuvent commencer avec 10 euros au lieu de 50.'],
    6: ['{platform} verlaagt minimale inleg', 'Nieuwe beleggers kunnen nu starten met 10 euro in plaats van 50.'],
  }),
  platform(true, {
    1: ['{platform} suspends a loan originator', 'One originator stopped passing on repayments; about 4% of loans on {platform} are affected.'],
    2: ['{platform} setzt Kreditanbieter aus', 'Ein Kreditanbieter leitet keine Rückzahlungen mehr weiter; rund 4 % der Kredite bei {platform} sind betroffen.'],
    3: ['{platform} suspende a un originador', 'Un originador ha dejado de transferir los reembolsos; afecta a cerca del 4 % de los préstamos de {platform}.'],
    4: ['{platform} suspend un originateur', 'Un originateur ne reverse plus les remboursements ; environ 4 % des prêts de {platform} sont concernés.'],
    6: ['{platform} schort kredietverstrekker op', 'Eén kredietverstrekker draagt geen aflossingen meer af; ongeveer 4% van de leningen op {platform} is geraakt.'],
  }),
  platform(false, {
    1: ['{platform} opens its secondary market', 'Investors can now sell loans before maturity for a 1% fee.'],
    2: ['{platform} öffnet den Zweitmarkt', 'Anleger können Kredite jetzt gegen 1 % Gebühr vor Laufzeitende verkaufen.'],
    3: ['{platform} abre su mercado secundario', 'Los inversores ya pueden vender préstamos antes del vencimiento con una comisión del 1 %.'],
    4: ['{platform} ouvre son marché secondaire', 'Les investisseurs peuvent revendre leurs prêts avant l’échéance pour 1 % de frais.'],
    6: ['{platform} opent secundaire markt', 'Beleggers kunnen leningen nu vóór de einddatum verkopen tegen 1% kosten.'],
  }),
  platform(false, {
    1: ['{platform} obtains a lending licence', 'The national regulator granted {platform} a licence, bringing investor funds under supervision.'],
    2: ['{platform} erhält eine Lizenz', 'Die nationale Aufsicht hat {platform} lizenziert; Anlegergelder stehen damit unter Aufsicht.'],
    3: ['{platform} obtiene licencia', 'El supervisor nacional ha concedido una licencia a {platform}; los fondos de los inversores quedan supervisados.'],
    4: ['{platform} obtient un agrément', 'Le régulateur national a agréé {platform} : les fonds des investisseurs sont désormais supervisés.'],
    6: ['{platform} krijgt vergunning', 'De nationale toezichthouder heeft {platform} een vergunning gegeven; beleggersgeld valt nu onder toezicht.'],
  }),
  platform(true, {
    1: ['{platform} misses interest payments', 'Interest due at the end of the month was paid ten days late on several {platform} projects.'],
    2: ['{platform} zahlt Zinsen verspätet', 'Bei mehreren Projekten von {platform} kamen die Monatszinsen zehn Tage zu spät.'],
    3: ['{platform} se retrasa en los intereses', 'Varios proyectos de {platform} pagaron los intereses del mes con diez días de retraso.'],
    4: ['{platform} paie les intérêts en retard', 'Plusieurs projets de {platform} ont versé les intérêts du mois avec dix jours de retard.'],
    6: ['{platform} betaalt rente te laat', 'Bij meerdere projecten van {platform} werd de maandrente tien dagen te laat betaald.'],
  }),
  platform(false, {
    1: ['{platform} starts a cashback campaign', 'New investors receive 1% cashback on deposits made within their first 60 days.'],
    2: ['{platform} startet Cashback-Aktion', 'Neue Anleger erhalten 1 % Cashback auf Einzahlungen in den ersten 60 Tagen.'],
    3: ['{platform} lanza una campaña de cashback', 'Los nuevos inversores reciben un 1 % de cashback en los depósitos de sus primeros 60 días.'],
    4: ['{platform} lance une offre de cashback', 'Les nouveaux investisseurs reçoivent 1 % de cashback sur leurs dépôts des 60 premiers jours.'],
    6: ['{platform} start cashbackactie', 'Nieuwe beleggers krijgen 1% cashback op stortingen in hun eerste 60 dagen.'],
  }),
  market(false, {
    1: ['Central bank holds rates', 'With deposit rates unchanged, P2P loans still pay about eight points more than savings accounts.'],
    2: ['Zentralbank lässt Zinsen unverändert', 'Bei gleichbleibenden Einlagenzinsen bringen P2P-Kredite weiter rund acht Prozentpunkte mehr als Sparkonten.'],
    3: ['El banco central mantiene los tipos', 'Con los tipos de depósito sin cambios, los préstamos P2P siguen rindiendo unos ocho puntos más que las cuentas de ahorro.'],
    4: ['La banque centrale maintient ses taux', 'Les taux de dépôt étant inchangés, les prêts P2P rapportent toujours environ huit points de plus que les livrets.'],
    6: ['Centrale bank houdt rente gelijk', 'Met ongewijzigde spaarrentes leveren P2P-leningen nog steeds zo’n acht procentpunt meer op dan een spaarrekening.'],
  }),
  market(false, {
    1: ['European crowdfunding rules one year on', 'Most platforms now hold an EU licence; investors get a standard key information sheet for every project.'],
    2: ['Ein Jahr EU-Crowdfunding-Verordnung', 'Die meisten Plattformen haben nun eine EU-Lizenz; zu jedem Projekt gibt es ein einheitliches Informationsblatt.'],
    3: ['Un año del reglamento europeo de crowdfunding', 'La mayoría de las plataformas ya tiene licencia europea y cada proyecto incluye una ficha de datos fundamentales.'],
    4: ['Un an de règlement européen sur le crowdfunding', 'La plupart des plateformes disposent désormais d’un agrément européen et d’une fiche d’information par projet.'],
    6: ['Eén jaar Europese crowdfundingregels', 'De meeste platformen hebben nu een EU-vergunning; bij elk project hoort een standaard informatieblad.'],
  }),
  market(true, {
    1: ['Late payments rise across consumer lending', 'Average arrears on consumer loan platforms rose to 9% this quarter; diversification matters more than ever.'],
    2: ['Mehr Zahlungsverzug bei Konsumkrediten', 'Der durchschnittliche Verzug auf Konsumkredit-Plattformen stieg in diesem Quartal auf 9 %; Streuung ist wichtiger denn je.'],
    3: ['Aumentan los impagos en el crédito al consumo', 'El retraso medio en las plataformas de crédito al consumo subió al 9 % este trimestre; diversificar es más importante que nunca.'],
    4: ['Hausse des retards sur le crédit à la consommation', 'Les retards moyens sur les plateformes de crédit à la consommation atteignent 9 % ce trimestre : diversifier est essentiel.'],
    6: ['Meer achterstanden bij consumentenkrediet', 'De gemiddelde achterstand op consumentenkredietplatformen steeg dit kwartaal naar 9%; spreiden is belangrijker dan ooit.'],
  }),
  market(false, {
    1: ['Real-estate lending volumes recover', 'Funding on property platforms grew 18% year on year after two weak years.'],
    2: ['Immobilienkredite ziehen wieder an', 'Das Volumen auf Immobilienplattformen wuchs nach zwei schwachen Jahren um 18 % zum Vorjahr.'],
    3: ['Se recupera la financiación inmobiliaria', 'La financiación en plataformas inmobiliarias creció un 18 % interanual tras dos años flojos.'],
    4: ['Reprise du financement immobilier', 'Les montants financés sur les plateformes immobilières progressent de 18 % sur un an après deux années faibles.'],
    6: ['Vastgoedfinanciering herstelt', 'De financiering via vastgoedplatformen groeide 18% op jaarbasis na twee zwakke jaren.'],
  }),
  market(false, {
    1: ['Tax season: declaring P2P interest', 'Interest from P2P loans is taxable income; most platforms now offer a yearly tax statement to download.'],
    2: ['Steuererklärung: P2P-Zinsen angeben', 'Zinsen aus P2P-Krediten sind Kapitalerträge; die meisten Plattformen bieten eine jährliche Steuerbescheinigung an.'],
    3: ['Renta: cómo declarar los intereses P2P', 'Los intereses de préstamos P2P tributan; casi todas las plataformas ofrecen un certificado fiscal anual.'],
    4: ['Impôts : déclarer ses intérêts P2P', 'Les intérêts des prêts P2P sont imposables ; la plupart des plateformes fournissent un relevé fiscal annuel.'],
    6: ['Belastingaangifte: P2P-rente opgeven', 'Rente uit P2P-leningen is belastbaar; de meeste platformen bieden een jaaroverzicht om te downloaden.'],
  }),
  ...[
    ['{platform} adds a second loan originator', 'Loans from a Polish consumer lender are now listed next to the Estonian ones.'],
    ['{platform} shortens its loan terms', 'New loans run for at most 18 months instead of 36, so money comes back sooner.'],
    ['{platform} answers investor questions live', 'The founders took questions on recoveries, fees and the next audit in an hour-long call.'],
    ['{platform} raises interest on short loans', 'Loans of up to six months now pay 11% a year, one point more than before.'],
    ['{platform} moves to a new bank', 'Client money is now held at a licensed Lithuanian bank, kept apart from company funds.'],
    ['{platform} publishes its recovery figures', 'Of the loans in default two years ago, 84% of the principal has been recovered so far.'],
  ].map(([tagLine, text], i) => platform(i === 4, { 1: [tagLine, text] })),
  ...[
    ['Inflation eases for the third month', 'With inflation at 2.4%, real returns on P2P loans stay well above those of bonds.'],
    ['More platforms publish audited accounts', 'Two thirds of the platforms we follow now publish a full audited report every year.'],
    ['Euro weakens against the dollar', 'Investors in euro loans are unaffected; loans in other currencies carry exchange risk.'],
  ].map(([tagLine, text]) => market(false, { 1: [tagLine, text] })),
];
