import type { SeedContext } from '../context';
import type { Phrases } from '../reviews/phrases';
import { seedReviews } from '../reviews/seed-reviews';

const en: Phrases = {
  locale: 'en-GB',
  loanTypes: { 1: 'short-term', 2: 'consumer', 3: 'real estate', 4: 'business', 5: 'rental property', 6: 'crypto-backed' },
  availability: { 1: 'EU residents', 2: 'investors worldwide except the U.S.', 3: 'investors worldwide, including the U.S.' },
  securedBy: { 1: 'a buyback guarantee', 2: 'a first-rank mortgage', 3: 'a pledge on company assets', 4: 'crypto assets held in custody' },
  features: { buybackGuarantee: 'Buyback guarantee', autoInvest: 'Auto-invest', secondaryMarket: 'Secondary market', liveChat: 'Live chat support', promotion: 'Regulated by the national supervisor', cryptoAssets: 'Crypto collateral', personalGuarantee: 'Personal guarantee of the owners' },
  taglines: {
    velmoralend: 'Consumer loans from four European markets, backed by a buyback guarantee',
    quarrystone: 'Mortgage-secured development loans in the Baltic capitals',
    finlomarket: 'A large marketplace with loans from two dozen lending companies',
    brightshare: 'Business loans to Lithuanian SMEs, secured by pledges and owner guarantees',
    cobaltline: 'Short-term loans from Bulgaria and Romania with a quick buyback',
    terrafolio: 'Rental property loans in Lisbon and Porto',
    kryptovault: 'Over-collateralised loans to crypto holders, paid out in euros',
    agrivest: 'Working-capital loans to farms in Lithuania, Latvia and Poland',
    moravio: 'Unsecured consumer loans to borrowers in the Czech Republic and Slovakia',
    harbourline: 'Buy-to-let mortgages in the Netherlands and Belgium',
  },
  bonus: (f) => `${f.cashback} cashback on everything you invest in your first ${f.p.cashback!.days} days`,
  newPlatform: 'New on our site: we are following this platform closely during its first years.',
  collateral: (f) => (f.securedBy ? `Loans are secured by ${f.securedBy}.` : 'Loans are not secured by collateral.'),
  protectionScheme: (f) =>
    f.p.flags.buybackGuarantee ? 'The loan originator buys back loans that are more than 60 days late, with accrued interest.'
      : f.p.flags.noProtection ? 'There is no buyback or provision fund: late loans are recovered through debt collection.'
        : 'Late loans are handled by the platform, which enforces the collateral on behalf of investors.',
  financialReport: (year) => `Audited annual report ${year}`,
  serpTitle: (f) => `${f.name} review: ${f.interest} average return, risks and fees`,
  serpDescription: (f) => `Our independent ${f.name} review: ${f.loanType} loans since ${f.year}, ${f.totalLoanValue} funded, ${f.investors} investors. Rated ${f.rating} out of 5.`,
  highlights: (f) => [
    `Average interest of ${f.interest}`,
    `Start investing from ${f.minInvestment}`,
    f.securedBy ? `Secured by ${f.securedBy}` : 'Unsecured loans with higher returns',
    `${f.investors} investors since ${f.year}`,
  ],
  content: (f) => `
    <h2>What is ${f.name}?</h2>
    <p>${f.name} is a peer-to-peer lending platform that has been operating since ${f.year}. It offers ${f.loanType} loans to ${f.availability}, and you can start with as little as <strong>${f.minInvestment}</strong>.</p>
    <h2>Returns and risks</h2>
    <p>Investors earned an average of <strong>${f.interest}</strong> per year, with rates in the range ${f.interestRange}. So far ${f.totalLoanValue} has been funded; ${f.recoveryShare} of that amount is currently in recovery.</p>
    <h2>How your money is protected</h2>
    <p>${f.securedBy ? `Each loan is secured by ${f.securedBy}.` : 'The loans are unsecured, so diversify widely and keep your stakes small.'} Read the <a href="https://www.${f.p.key}.example/investors">investor terms</a> before you start.</p>
    <h2>Our verdict</h2>
    <p>We rate ${f.name} <strong>${f.rating} out of 5</strong>. As with every P2P investment, only invest money you can leave untouched for the full loan term.</p>`,
};

export default async function seed(ctx: SeedContext) {
  await seedReviews(ctx, 1, en);
}
