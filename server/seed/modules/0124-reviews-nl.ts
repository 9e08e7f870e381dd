import type { SeedContext } from '../context';
import type { Phrases } from '../reviews/phrases';
import { seedReviews } from '../reviews/seed-reviews';

const nl: Phrases = {
  locale: 'nl-NL',
  loanTypes: { 1: 'kortlopende leningen', 2: 'consumentenkredieten', 3: 'vastgoedleningen', 4: 'zakelijke leningen', 5: 'leningen voor huurwoningen', 6: 'leningen met crypto als onderpand' },
  availability: { 1: 'inwoners van de EU', 2: 'beleggers wereldwijd, behalve in de VS', 3: 'beleggers wereldwijd, ook in de VS' },
  securedBy: { 1: 'een terugkoopgarantie', 2: 'een eerste hypotheekrecht', 3: 'een pandrecht op bedrijfsmiddelen', 4: 'crypto-activa in bewaring' },
  features: { buybackGuarantee: 'Terugkoopgarantie', autoInvest: 'Automatisch beleggen', secondaryMarket: 'Secundaire markt', liveChat: 'Livechat', promotion: 'Onder toezicht van de nationale toezichthouder', cryptoAssets: 'Crypto als onderpand', personalGuarantee: 'Persoonlijke borgstelling van de eigenaren' },
  taglines: {
    velmoralend: 'Consumentenkredieten uit vier Europese markten met terugkoopgarantie',
    quarrystone: 'Projectleningen met hypotheek in de Baltische hoofdsteden',
    finlomarket: 'Een grote marktplaats met leningen van zo’n twintig kredietverstrekkers',
    brightshare: 'Zakelijke leningen aan Litouwse mkb’ers met pandrecht en borgstelling',
    cobaltline: 'Kortlopende leningen uit Bulgarije en Roemenië met snelle terugkoop',
    terrafolio: 'Leningen voor huurwoningen in Lissabon en Porto',
    kryptovault: 'Overgecollateraliseerde leningen aan cryptobezitters, uitbetaald in euro',
    agrivest: 'Werkkapitaal voor landbouwbedrijven in de Baltische staten en Polen',
    moravio: 'Consumentenkredieten zonder onderpand in Tsjechië en Slowakije',
    harbourline: 'Hypotheken voor verhuurde woningen in Nederland en België',
  },
  bonus: (f) => `${f.cashback} cashback op alles wat je in je eerste ${f.p.cashback!.days} dagen belegt`,
  newPlatform: 'Nieuw op onze site: we volgen dit platform de eerste jaren extra nauwkeurig.',
  collateral: (f) => (f.securedBy ? `De leningen zijn gedekt door ${f.securedBy}.` : 'De leningen hebben geen onderpand.'),
  protectionScheme: (f) =>
    f.p.flags.buybackGuarantee ? 'De kredietverstrekker koopt leningen met meer dan 60 dagen achterstand terug, inclusief opgebouwde rente.'
      : f.p.flags.noProtection ? 'Er is geen terugkoopgarantie of buffer: achterstallige leningen gaan naar incasso.'
        : 'Het platform beheert achterstallige leningen zelf en verkoopt zo nodig het onderpand namens de beleggers.',
  financialReport: (year) => `Gecontroleerde jaarrekening ${year}`,
  serpTitle: (f) => `${f.name} review: ${f.interest} rendement, risico’s en kosten`,
  serpDescription: (f) => `Onze onafhankelijke review van ${f.name}: ${f.loanType} sinds ${f.year}, ${f.totalLoanValue} gefinancierd, ${f.investors} beleggers. Score: ${f.rating} van 5.`,
  highlights: (f) => [
    `Gemiddeld ${f.interest} rente`,
    `Beleggen vanaf ${f.minInvestment}`,
    f.securedBy ? `Gedekt door ${f.securedBy}` : 'Leningen zonder onderpand met hoger rendement',
    `${f.investors} beleggers sinds ${f.year}`,
  ],
  content: (f) => `
    <h2>Wat is ${f.name}?</h2>
    <p>${f.name} is een P2P-leenplatform dat sinds ${f.year} actief is. Het biedt ${f.loanType} aan ${f.availability}, en je kunt al beginnen met <strong>${f.minInvestment}</strong>.</p>
    <h2>Rendement en risico’s</h2>
    <p>Beleggers haalden gemiddeld <strong>${f.interest}</strong> per jaar, met rentes van ${f.interestRange}. Tot nu toe is ${f.totalLoanValue} gefinancierd; ${f.recoveryShare} daarvan zit momenteel in de incasso.</p>
    <h2>Zo is je geld beschermd</h2>
    <p>${f.securedBy ? `Elke lening is gedekt door ${f.securedBy}.` : 'De leningen hebben geen onderpand: spreid breed en beleg kleine bedragen.'} Lees de <a href="https://www.${f.p.key}.example/investors">voorwaarden voor beleggers</a> voordat je begint.</p>
    <h2>Ons oordeel</h2>
    <p>Wij geven ${f.name} <strong>${f.rating} van 5</strong>. Zoals bij elke P2P-belegging: beleg alleen geld dat je de hele looptijd kunt missen.</p>`,
};

export default async function seed(ctx: SeedContext) {
  await seedReviews(ctx, 6, nl);
}
