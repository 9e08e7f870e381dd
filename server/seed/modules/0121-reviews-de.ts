import type { SeedContext } from '../context';
import type { Phrases } from '../reviews/phrases';
import { seedReviews } from '../reviews/seed-reviews';

const de: Phrases = {
  locale: 'de-DE',
  loanTypes: { 1: 'kurzfristige Kredite', 2: 'Konsumentenkredite', 3: 'Immobilienkredite', 4: 'Unternehmenskredite', 5: 'Kredite für Mietimmobilien', 6: 'kryptobesicherte Kredite' },
  availability: { 1: 'Anleger mit Wohnsitz in der EU', 2: 'Anleger weltweit außer in den USA', 3: 'Anleger weltweit, auch in den USA' },
  securedBy: { 1: 'eine Rückkaufgarantie', 2: 'eine erstrangige Hypothek', 3: 'ein Pfandrecht am Firmenvermögen', 4: 'verwahrte Krypto-Assets' },
  features: { buybackGuarantee: 'Rückkaufgarantie', autoInvest: 'Auto-Invest', secondaryMarket: 'Zweitmarkt', liveChat: 'Live-Chat', promotion: 'Von der nationalen Aufsicht reguliert', cryptoAssets: 'Krypto-Sicherheiten', personalGuarantee: 'Persönliche Bürgschaft der Eigentümer' },
  taglines: {
    velmoralend: 'Konsumentenkredite aus vier europäischen Märkten mit Rückkaufgarantie',
    quarrystone: 'Hypothekarisch besicherte Projektkredite in den baltischen Hauptstädten',
    finlomarket: 'Großer Marktplatz mit Krediten von zwei Dutzend Kreditgebern',
    brightshare: 'Unternehmenskredite für litauische KMU, besichert durch Pfandrechte und Bürgschaften',
    cobaltline: 'Kurzfristige Kredite aus Bulgarien und Rumänien mit schnellem Rückkauf',
    terrafolio: 'Kredite für Mietimmobilien in Lissabon und Porto',
    kryptovault: 'Überbesicherte Kredite an Krypto-Anleger, ausgezahlt in Euro',
    agrivest: 'Betriebsmittelkredite für landwirtschaftliche Betriebe im Baltikum und in Polen',
    moravio: 'Unbesicherte Konsumentenkredite in Tschechien und der Slowakei',
    harbourline: 'Hypotheken für vermietete Wohnungen in den Niederlanden und Belgien',
  },
  bonus: (f) => `${f.cashback} Cashback auf alle Investitionen in den ersten ${f.p.cashback!.days} Tagen`,
  newPlatform: 'Neu bei uns: Wir beobachten diese Plattform in den ersten Jahren besonders genau.',
  collateral: (f) => (f.securedBy ? `Die Kredite sind durch ${f.securedBy} besichert.` : 'Die Kredite sind nicht besichert.'),
  protectionScheme: (f) =>
    f.p.flags.buybackGuarantee ? 'Der Kreditgeber kauft Kredite, die mehr als 60 Tage im Verzug sind, samt aufgelaufener Zinsen zurück.'
      : f.p.flags.noProtection ? 'Es gibt weder Rückkaufgarantie noch Sicherungsfonds: Verzugskredite werden über ein Inkassoverfahren eingetrieben.'
        : 'Verzugskredite betreut die Plattform selbst und verwertet die Sicherheiten im Namen der Anleger.',
  financialReport: (year) => `Geprüfter Jahresabschluss ${year}`,
  serpTitle: (f) => `${f.name} Erfahrungen: ${f.interest} Rendite, Risiken und Gebühren`,
  serpDescription: (f) => `Unser unabhängiger ${f.name} Test: ${f.loanType} seit ${f.year}, ${f.totalLoanValue} finanziert, ${f.investors} Anleger. Bewertung: ${f.rating} von 5.`,
  highlights: (f) => [
    `Durchschnittlich ${f.interest} Zinsen`,
    `Einstieg ab ${f.minInvestment}`,
    f.securedBy ? `Besichert durch ${f.securedBy}` : 'Unbesicherte Kredite mit höherer Rendite',
    `${f.investors} Anleger seit ${f.year}`,
  ],
  content: (f) => `
    <h2>Was ist ${f.name}?</h2>
    <p>${f.name} ist eine P2P-Kreditplattform, die seit ${f.year} am Markt ist. Sie bietet ${f.loanType} für ${f.availability} an; investieren können Sie bereits ab <strong>${f.minInvestment}</strong>.</p>
    <h2>Rendite und Risiken</h2>
    <p>Anleger erzielten im Schnitt <strong>${f.interest}</strong> pro Jahr, bei Zinssätzen von ${f.interestRange}. Bisher wurden ${f.totalLoanValue} finanziert; ${f.recoveryShare} davon befinden sich derzeit im Inkasso.</p>
    <h2>So ist Ihr Geld geschützt</h2>
    <p>${f.securedBy ? `Jeder Kredit ist durch ${f.securedBy} besichert.` : 'Die Kredite sind unbesichert: Streuen Sie breit und halten Sie die Beträge klein.'} Lesen Sie vor dem Start die <a href="https://www.${f.p.key}.example/investors">Anlegerbedingungen</a>.</p>
    <h2>Unser Fazit</h2>
    <p>Wir bewerten ${f.name} mit <strong>${f.rating} von 5</strong>. Wie bei jeder P2P-Anlage gilt: Investieren Sie nur Geld, das Sie über die gesamte Laufzeit entbehren können.</p>`,
};

export default async function seed(ctx: SeedContext) {
  await seedReviews(ctx, 2, de);
}
