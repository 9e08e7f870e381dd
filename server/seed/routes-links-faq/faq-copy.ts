/** Demo FAQ copy, written in each language. */
export type QA = [question: string, answer: string];

/** What a review's FAQ answers depend on, read from the seeded review. */
export interface ReviewFacts {
  name: string;
  regulated: boolean;
  /** The minimum investment, already formatted in the language, or null when unknown. */
  minInvestment: string | null;
  buyback: boolean;
  secondaryMarket: boolean;
  autoInvest: boolean;
}

export interface FaqCopy {
  locale: string;
  reviewTitle(name: string): string;
  review: ((f: ReviewFacts) => QA)[];
  contentTitle: string;
  general: QA[];
  portfolioTitle: string;
  portfolio: QA[];
}

const en: FaqCopy = {
  locale: 'en-GB',
  reviewTitle: (name) => `Frequently asked questions about ${name}`,
  review: [
    (f) => [`Is ${f.name} regulated?`, f.regulated
      ? `Yes. ${f.name} holds a licence from a financial supervisor and has to meet its capital and reporting requirements. Regulation lowers the risk but does not remove it, so spread your money over several platforms.`
      : `No. ${f.name} is not supervised by a financial regulator. That does not make it a scam, but you rely more on the company's own controls, so keep your exposure small.`],
    (f) => [`What is the minimum investment on ${f.name}?`, f.minInvestment
      ? `You can start with ${f.minInvestment} per loan. A small first deposit is a sensible way to test withdrawals before you invest more.`
      : `${f.name} does not publish a minimum investment. Check the current conditions in your account before your first deposit.`],
    (f) => [`Does ${f.name} offer a buyback guarantee?`, f.buyback
      ? 'Yes. If a borrower is late for more than a set number of days, the loan originator buys the loan back with the interest earned so far. The guarantee is only as strong as the originator behind it.'
      : `No. Loans on ${f.name} have no buyback guarantee, so late payments are recovered through collection or collateral, which can take months.`],
    (f) => ['Can I sell my loans before they mature?', f.secondaryMarket
      ? `Yes. ${f.name} has a secondary market where you can sell loans to other investors, sometimes at a discount when the loan is late.`
      : `No. ${f.name} has no secondary market, so plan to keep your money invested until the loans are repaid.`],
    (f) => ['Is there an auto-invest tool?', f.autoInvest
      ? 'Yes. You set the interest rate, term and loan types you want, and the auto-invest tool spreads your deposits over matching loans.'
      : `No. On ${f.name} you pick every loan yourself.`],
  ],
  contentTitle: 'Frequently asked questions',
  general: [
    ['What is peer-to-peer lending?', 'Peer-to-peer lending lets private investors lend money to consumers and businesses through an online platform, without a bank in between. In return you receive interest on the loans you fund.'],
    ['How do you rate the platforms?', 'Every platform is scored on four criteria: risk and return, usability, liquidity and support. The overall rating is the average of the four, rounded to the nearest half point.'],
    ['Can I lose money with P2P lending?', 'Yes. Borrowers can default and platforms can fail. Buyback guarantees and collateral reduce the risk, but your capital is never fully protected, so only invest money you can leave untouched for a while.'],
    ['What does a buyback guarantee mean?', 'The company that issued the loan promises to buy it back, usually with the interest earned so far, when the borrower is late for a set number of days. It protects you only as long as that company stays solvent.'],
    ['How is the interest taxed?', 'Interest from P2P loans is usually taxed as income from capital in your country of residence. Most platforms provide a yearly tax statement; check the rules that apply to you.'],
    ['How many platforms should I invest in?', 'Spreading your money over four or five platforms with different loan originators and countries limits the damage if one of them runs into trouble.'],
  ],
  portfolioTitle: 'Questions about our portfolio',
  portfolio: [
    ['Why do you publish your own portfolio?', 'Because we invest our own money on the platforms we review. Showing the real amounts, rates and statuses keeps our reviews honest.'],
    ['How often is the portfolio updated?', 'We update the figures once a month and note every platform we start testing or exit.'],
    ['Is this investment advice?', 'No. The portfolio shows our own decisions and appetite for risk. Do your own research before you invest.'],
  ],
};

const de: FaqCopy = {
  locale: 'de-DE',
  reviewTitle: (name) => `Häufige Fragen zu ${name}`,
  review: [
    (f) => [`Ist ${f.name} reguliert?`, f.regulated
      ? `Ja. ${f.name} besitzt die Lizenz einer Finanzaufsicht und muss deren Kapital- und Meldepflichten erfüllen. Eine Regulierung senkt das Risiko, beseitigt es aber nicht – verteilen Sie Ihr Geld daher auf mehrere Plattformen.`
      : `Nein. ${f.name} wird von keiner Finanzaufsicht überwacht. Das macht die Plattform nicht unseriös, Sie verlassen sich aber stärker auf die internen Kontrollen des Unternehmens. Halten Sie Ihren Anteil deshalb klein.`],
    (f) => [`Wie hoch ist die Mindestanlage bei ${f.name}?`, f.minInvestment
      ? `Sie können ab ${f.minInvestment} pro Kredit investieren. Eine kleine erste Einzahlung ist ein guter Weg, Auszahlungen zu testen, bevor Sie mehr anlegen.`
      : `${f.name} nennt keine Mindestanlage. Prüfen Sie die aktuellen Bedingungen in Ihrem Konto vor der ersten Einzahlung.`],
    (f) => [`Bietet ${f.name} eine Rückkaufgarantie?`, f.buyback
      ? 'Ja. Gerät ein Kreditnehmer über eine festgelegte Zahl von Tagen in Verzug, kauft der Kreditanbieter den Kredit samt der bisher angefallenen Zinsen zurück. Die Garantie ist nur so stark wie der Anbieter dahinter.'
      : `Nein. Kredite auf ${f.name} haben keine Rückkaufgarantie. Ausstehende Zahlungen werden über Inkasso oder Sicherheiten eingetrieben, was Monate dauern kann.`],
    (f) => ['Kann ich meine Kredite vor Laufzeitende verkaufen?', f.secondaryMarket
      ? `Ja. ${f.name} hat einen Zweitmarkt, auf dem Sie Kredite an andere Anleger verkaufen können – bei verspäteten Krediten manchmal nur mit Abschlag.`
      : `Nein. ${f.name} hat keinen Zweitmarkt. Planen Sie also ein, dass Ihr Geld bis zur Rückzahlung der Kredite gebunden ist.`],
    (f) => ['Gibt es eine Auto-Invest-Funktion?', f.autoInvest
      ? 'Ja. Sie legen Zinssatz, Laufzeit und Kreditarten fest, und die Auto-Invest-Funktion verteilt Ihre Einzahlungen auf passende Kredite.'
      : `Nein. Auf ${f.name} wählen Sie jeden Kredit selbst aus.`],
  ],
  contentTitle: 'Häufige Fragen',
  general: [
    ['Was sind P2P-Kredite?', 'Bei P2P-Krediten leihen Privatanleger über eine Online-Plattform Geld an Verbraucher und Unternehmen, ohne dass eine Bank dazwischensteht. Dafür erhalten Sie Zinsen auf die Kredite, die Sie finanzieren.'],
    ['Wie bewerten Sie die Plattformen?', 'Jede Plattform wird in vier Kategorien bewertet: Risiko und Rendite, Benutzerfreundlichkeit, Liquidität und Support. Die Gesamtnote ist der Durchschnitt der vier Werte, auf einen halben Punkt gerundet.'],
    ['Kann ich mit P2P-Krediten Geld verlieren?', 'Ja. Kreditnehmer können ausfallen und Plattformen scheitern. Rückkaufgarantien und Sicherheiten senken das Risiko, doch Ihr Kapital ist nie vollständig geschützt. Investieren Sie nur Geld, das Sie eine Weile entbehren können.'],
    ['Was bedeutet eine Rückkaufgarantie?', 'Das Unternehmen, das den Kredit vergeben hat, verpflichtet sich, ihn samt bisheriger Zinsen zurückzukaufen, wenn der Kreditnehmer eine bestimmte Zahl von Tagen in Verzug ist. Sie schützt Sie nur, solange dieses Unternehmen zahlungsfähig bleibt.'],
    ['Wie werden die Zinsen versteuert?', 'Zinsen aus P2P-Krediten werden in der Regel als Kapitalerträge in Ihrem Wohnsitzland besteuert. Die meisten Plattformen stellen eine jährliche Übersicht für die Steuererklärung bereit.'],
    ['Auf wie viele Plattformen sollte ich mein Geld verteilen?', 'Wer sein Geld auf vier oder fünf Plattformen mit unterschiedlichen Kreditanbietern und Ländern verteilt, begrenzt den Schaden, falls eine davon in Schwierigkeiten gerät.'],
  ],
  portfolioTitle: 'Fragen zu unserem Portfolio',
  portfolio: [
    ['Warum veröffentlichen Sie Ihr eigenes Portfolio?', 'Weil wir auf den Plattformen, die wir bewerten, unser eigenes Geld anlegen. Echte Beträge, Zinssätze und Status machen unsere Bewertungen überprüfbar.'],
    ['Wie oft wird das Portfolio aktualisiert?', 'Wir aktualisieren die Zahlen einmal im Monat und vermerken jede Plattform, die wir neu testen oder verlassen.'],
    ['Ist das eine Anlageberatung?', 'Nein. Das Portfolio zeigt unsere eigenen Entscheidungen und unsere Risikobereitschaft. Informieren Sie sich selbst, bevor Sie investieren.'],
  ],
};

const es: FaqCopy = {
  locale: 'es-ES',
  reviewTitle: (name) => `Preguntas frecuentes sobre ${name}`,
  review: [
    (f) => [`¿Está regulada ${f.name}?`, f.regulated
      ? `Sí. ${f.name} cuenta con la licencia de un supervisor financiero y debe cumplir sus requisitos de capital e información. La regulación reduce el riesgo, pero no lo elimina, así que reparte tu dinero entre varias plataformas.`
      : `No. ${f.name} no está supervisada por ningún regulador financiero. Eso no la convierte en una estafa, pero dependes más de los controles internos de la empresa, así que mantén una exposición pequeña.`],
    (f) => [`¿Cuál es la inversión mínima en ${f.name}?`, f.minInvestment
      ? `Puedes empezar con ${f.minInvestment} por préstamo. Un primer depósito pequeño es una buena forma de probar los retiros antes de invertir más.`
      : `${f.name} no publica una inversión mínima. Consulta las condiciones actuales en tu cuenta antes del primer depósito.`],
    (f) => [`¿Ofrece ${f.name} garantía de recompra?`, f.buyback
      ? 'Sí. Si un prestatario acumula más de un número determinado de días de retraso, el originador recompra el préstamo con los intereses generados hasta entonces. La garantía solo es tan sólida como el originador que la respalda.'
      : `No. Los préstamos de ${f.name} no tienen garantía de recompra, por lo que los impagos se recuperan mediante el cobro o las garantías, lo que puede tardar meses.`],
    (f) => ['¿Puedo vender mis préstamos antes del vencimiento?', f.secondaryMarket
      ? `Sí. ${f.name} tiene un mercado secundario donde puedes vender préstamos a otros inversores, a veces con descuento si el préstamo va con retraso.`
      : `No. ${f.name} no tiene mercado secundario, así que cuenta con mantener tu dinero invertido hasta que se devuelvan los préstamos.`],
    (f) => ['¿Hay una herramienta de autoinversión?', f.autoInvest
      ? 'Sí. Defines el tipo de interés, el plazo y los tipos de préstamo que quieres, y la autoinversión reparte tus depósitos entre los préstamos que encajan.'
      : `No. En ${f.name} eliges cada préstamo tú mismo.`],
  ],
  contentTitle: 'Preguntas frecuentes',
  general: [
    ['¿Qué son los préstamos P2P?', 'Los préstamos entre particulares (P2P) permiten a inversores privados prestar dinero a consumidores y empresas a través de una plataforma en línea, sin un banco de por medio. A cambio recibes intereses por los préstamos que financias.'],
    ['¿Cómo valoráis las plataformas?', 'Cada plataforma recibe una puntuación en cuatro criterios: riesgo y rentabilidad, facilidad de uso, liquidez y atención al cliente. La nota global es la media de los cuatro, redondeada al medio punto más cercano.'],
    ['¿Puedo perder dinero con los préstamos P2P?', 'Sí. Los prestatarios pueden dejar de pagar y las plataformas pueden quebrar. Las garantías de recompra y los avales reducen el riesgo, pero tu capital nunca está totalmente protegido: invierte solo dinero que no vayas a necesitar a corto plazo.'],
    ['¿Qué significa la garantía de recompra?', 'La empresa que concedió el préstamo se compromete a recomprarlo, normalmente con los intereses devengados, cuando el prestatario acumula un número determinado de días de retraso. Solo te protege mientras esa empresa siga siendo solvente.'],
    ['¿Cómo tributan los intereses?', 'Los intereses de los préstamos P2P suelen tributar como rendimientos del capital en tu país de residencia. La mayoría de las plataformas ofrecen un informe fiscal anual; consulta las normas que se te aplican.'],
    ['¿En cuántas plataformas debería invertir?', 'Repartir tu dinero entre cuatro o cinco plataformas con distintos originadores y países limita el daño si alguna de ellas tiene problemas.'],
  ],
  portfolioTitle: 'Preguntas sobre nuestra cartera',
  portfolio: [
    ['¿Por qué publicáis vuestra propia cartera?', 'Porque invertimos nuestro propio dinero en las plataformas que analizamos. Mostrar importes, rentabilidades y estados reales mantiene la honestidad de nuestras reseñas.'],
    ['¿Con qué frecuencia se actualiza la cartera?', 'Actualizamos las cifras una vez al mes e indicamos cada plataforma que empezamos a probar o que abandonamos.'],
    ['¿Es esto asesoramiento financiero?', 'No. La cartera refleja nuestras propias decisiones y nuestra tolerancia al riesgo. Infórmate por tu cuenta antes de invertir.'],
  ],
};

const fr: FaqCopy = {
  locale: 'fr-FR',
  reviewTitle: (name) => `Questions fréquentes sur ${name}`,
  review: [
    (f) => [`${f.name} est-elle réglementée ?`, f.regulated
      ? `Oui. ${f.name} dispose de l'agrément d'une autorité de supervision financière et doit respecter ses exigences de fonds propres et de reporting. La réglementation réduit le risque sans le supprimer : répartissez votre argent sur plusieurs plateformes.`
      : `Non. ${f.name} n'est supervisée par aucune autorité financière. Ce n'est pas pour autant une arnaque, mais vous dépendez davantage des contrôles internes de l'entreprise : limitez votre exposition.`],
    (f) => [`Quel est l'investissement minimum sur ${f.name} ?`, f.minInvestment
      ? `Vous pouvez commencer avec ${f.minInvestment} par prêt. Un petit premier dépôt permet de tester les retraits avant d'investir davantage.`
      : `${f.name} ne communique pas de montant minimum. Vérifiez les conditions en vigueur dans votre compte avant votre premier dépôt.`],
    (f) => [`${f.name} propose-t-elle une garantie de rachat ?`, f.buyback
      ? "Oui. Si un emprunteur accuse un retard au-delà d'un certain nombre de jours, l'initiateur du prêt le rachète avec les intérêts déjà courus. La garantie ne vaut que ce que vaut l'initiateur qui la donne."
      : `Non. Les prêts de ${f.name} n'ont pas de garantie de rachat ; les retards sont récupérés par voie de recouvrement ou via les sûretés, ce qui peut prendre des mois.`],
    (f) => ['Puis-je revendre mes prêts avant leur échéance ?', f.secondaryMarket
      ? `Oui. ${f.name} dispose d'un marché secondaire où vous pouvez céder vos prêts à d'autres investisseurs, parfois avec une décote si le prêt est en retard.`
      : `Non. ${f.name} n'a pas de marché secondaire : prévoyez de laisser votre argent investi jusqu'au remboursement des prêts.`],
    (f) => ["Existe-t-il un outil d'investissement automatique ?", f.autoInvest
      ? "Oui. Vous fixez le taux, la durée et les types de prêts souhaités, et l'outil répartit vos dépôts sur les prêts correspondants."
      : `Non. Sur ${f.name}, vous choisissez chaque prêt vous-même.`],
  ],
  contentTitle: 'Questions fréquentes',
  general: [
    ["Qu'est-ce que le prêt entre particuliers (P2P) ?", "Le prêt P2P permet à des investisseurs particuliers de prêter de l'argent à des consommateurs et à des entreprises via une plateforme en ligne, sans passer par une banque. En échange, vous percevez des intérêts sur les prêts que vous financez."],
    ['Comment notez-vous les plateformes ?', "Chaque plateforme est notée sur quatre critères : risque et rendement, facilité d'utilisation, liquidité et service client. La note globale est la moyenne des quatre, arrondie au demi-point le plus proche."],
    ["Puis-je perdre de l'argent avec le prêt P2P ?", "Oui. Les emprunteurs peuvent faire défaut et les plateformes peuvent faire faillite. Les garanties de rachat et les sûretés réduisent le risque, mais votre capital n'est jamais totalement protégé : n'investissez que de l'argent dont vous n'aurez pas besoin rapidement."],
    ['Que signifie une garantie de rachat ?', "La société qui a émis le prêt s'engage à le racheter, généralement avec les intérêts courus, lorsque l'emprunteur a un certain nombre de jours de retard. Elle ne vous protège que tant que cette société reste solvable."],
    ['Comment les intérêts sont-ils imposés ?', 'Les intérêts des prêts P2P sont en général imposés comme des revenus de capitaux mobiliers dans votre pays de résidence. La plupart des plateformes fournissent un relevé fiscal annuel ; vérifiez les règles qui s’appliquent à vous.'],
    ['Sur combien de plateformes faut-il investir ?', "Répartir votre argent sur quatre ou cinq plateformes, avec des initiateurs de prêts et des pays différents, limite les dégâts si l'une d'elles rencontre des difficultés."],
  ],
  portfolioTitle: 'Questions sur notre portefeuille',
  portfolio: [
    ['Pourquoi publiez-vous votre propre portefeuille ?', "Parce que nous investissons notre propre argent sur les plateformes que nous évaluons. Montrer les montants, les taux et les statuts réels garantit l'honnêteté de nos avis."],
    ['À quelle fréquence le portefeuille est-il mis à jour ?', 'Nous mettons les chiffres à jour une fois par mois et signalons chaque plateforme que nous commençons à tester ou que nous quittons.'],
    ["S'agit-il d'un conseil en investissement ?", 'Non. Le portefeuille reflète nos propres choix et notre goût du risque. Renseignez-vous avant d’investir.'],
  ],
};

const nl: FaqCopy = {
  locale: 'nl-NL',
  reviewTitle: (name) => `Veelgestelde vragen over ${name}`,
  review: [
    (f) => [`Staat ${f.name} onder toezicht?`, f.regulated
      ? `Ja. ${f.name} heeft een vergunning van een financiële toezichthouder en moet voldoen aan diens kapitaal- en rapportage-eisen. Toezicht verlaagt het risico, maar neemt het niet weg: spreid je geld dus over meerdere platformen.`
      : `Nee. ${f.name} staat niet onder toezicht van een financiële toezichthouder. Dat maakt het platform niet onbetrouwbaar, maar je bent meer afhankelijk van de interne controles van het bedrijf. Houd je belang daarom klein.`],
    (f) => [`Wat is de minimale inleg bij ${f.name}?`, f.minInvestment
      ? `Je kunt beginnen met ${f.minInvestment} per lening. Een kleine eerste storting is een goede manier om opnames te testen voordat je meer inlegt.`
      : `${f.name} vermeldt geen minimale inleg. Controleer de actuele voorwaarden in je account vóór je eerste storting.`],
    (f) => [`Biedt ${f.name} een terugkoopgarantie?`, f.buyback
      ? 'Ja. Als een kredietnemer meer dan een bepaald aantal dagen achterloopt, koopt de leningverstrekker de lening terug inclusief de tot dan toe opgebouwde rente. De garantie is zo sterk als de verstrekker erachter.'
      : `Nee. Leningen op ${f.name} hebben geen terugkoopgarantie. Achterstanden worden via incasso of onderpand teruggehaald, wat maanden kan duren.`],
    (f) => ['Kan ik mijn leningen vóór de einddatum verkopen?', f.secondaryMarket
      ? `Ja. ${f.name} heeft een secundaire markt waar je leningen aan andere beleggers kunt verkopen, soms met korting als de lening achterloopt.`
      : `Nee. ${f.name} heeft geen secundaire markt, dus reken erop dat je geld belegd blijft tot de leningen zijn terugbetaald.`],
    (f) => ['Is er een auto-invest-functie?', f.autoInvest
      ? 'Ja. Je stelt de rente, looptijd en soorten leningen in, en de auto-invest-functie verdeelt je stortingen over passende leningen.'
      : `Nee. Op ${f.name} kies je elke lening zelf.`],
  ],
  contentTitle: 'Veelgestelde vragen',
  general: [
    ['Wat is peer-to-peer lenen?', 'Bij peer-to-peer lenen lenen particuliere beleggers via een online platform geld uit aan consumenten en bedrijven, zonder bank ertussen. In ruil daarvoor ontvang je rente op de leningen die je financiert.'],
    ['Hoe beoordelen jullie de platformen?', 'Elk platform krijgt een score op vier criteria: risico en rendement, gebruiksgemak, liquiditeit en klantenservice. Het totaalcijfer is het gemiddelde van de vier, afgerond op een halve punt.'],
    ['Kan ik geld verliezen met P2P-leningen?', 'Ja. Kredietnemers kunnen in gebreke blijven en platformen kunnen failliet gaan. Terugkoopgaranties en onderpand verkleinen het risico, maar je inleg is nooit volledig beschermd. Beleg alleen geld dat je een tijd kunt missen.'],
    ['Wat betekent een terugkoopgarantie?', 'Het bedrijf dat de lening heeft verstrekt, belooft die terug te kopen, meestal inclusief opgebouwde rente, wanneer de kredietnemer een bepaald aantal dagen achterloopt. Je bent alleen beschermd zolang dat bedrijf solvabel blijft.'],
    ['Hoe wordt de rente belast?', 'Rente uit P2P-leningen wordt meestal belast als inkomen uit vermogen in je woonland. De meeste platformen leveren een jaaroverzicht dat je bij je belastingaangifte kunt gebruiken.'],
    ['Over hoeveel platformen moet ik spreiden?', 'Door je geld te verdelen over vier of vijf platformen met verschillende leningverstrekkers en landen, beperk je de schade als er één in de problemen komt.'],
  ],
  portfolioTitle: 'Vragen over onze portefeuille',
  portfolio: [
    ['Waarom publiceren jullie je eigen portefeuille?', 'Omdat we ons eigen geld beleggen op de platformen die we beoordelen. Echte bedragen, rentes en statussen houden onze reviews eerlijk.'],
    ['Hoe vaak wordt de portefeuille bijgewerkt?', 'We werken de cijfers één keer per maand bij en vermelden elk platform waarmee we beginnen te testen of waar we uitstappen.'],
    ['Is dit beleggingsadvies?', 'Nee. De portefeuille toont onze eigen keuzes en risicobereidheid. Doe je eigen onderzoek voordat je belegt.'],
  ],
};

export const FAQ_COPY: Record<number, FaqCopy> = { 1: en, 2: de, 3: es, 4: fr, 6: nl };
