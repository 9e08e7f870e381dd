import type { SeedContext } from '../context';
import type { Phrases } from '../reviews/phrases';
import { seedReviews } from '../reviews/seed-reviews';

const fr: Phrases = {
  locale: 'fr-FR',
  loanTypes: { 1: 'des prêts à court terme', 2: 'des crédits à la consommation', 3: 'des prêts immobiliers', 4: 'des prêts aux entreprises', 5: 'des prêts pour l’immobilier locatif', 6: 'des prêts garantis par des cryptoactifs' },
  availability: { 1: 'aux résidents de l’UE', 2: 'aux investisseurs du monde entier sauf les États-Unis', 3: 'aux investisseurs du monde entier, États-Unis compris' },
  securedBy: { 1: 'une garantie de rachat', 2: 'une hypothèque de premier rang', 3: 'un nantissement des actifs de l’entreprise', 4: 'des cryptoactifs conservés en dépôt' },
  features: { buybackGuarantee: 'Garantie de rachat', autoInvest: 'Investissement automatique', secondaryMarket: 'Marché secondaire', liveChat: 'Chat en direct', promotion: 'Régulée par l’autorité nationale', cryptoAssets: 'Garantie en cryptoactifs', personalGuarantee: 'Caution personnelle des dirigeants' },
  taglines: {
    velmoralend: 'Crédits à la consommation de quatre marchés européens avec garantie de rachat',
    quarrystone: 'Prêts promoteurs garantis par hypothèque dans les capitales baltes',
    finlomarket: 'Une grande place de marché avec les prêts d’une vingtaine d’émetteurs',
    brightshare: 'Prêts aux PME lituaniennes garantis par nantissement et caution',
    cobaltline: 'Prêts à court terme de Bulgarie et de Roumanie avec rachat rapide',
    terrafolio: 'Prêts pour l’immobilier locatif à Lisbonne et Porto',
    kryptovault: 'Prêts surcollatéralisés aux détenteurs de cryptos, versés en euros',
    agrivest: 'Prêts de trésorerie aux exploitations agricoles des pays baltes et de Pologne',
    moravio: 'Crédits à la consommation non garantis en Tchéquie et en Slovaquie',
    harbourline: 'Prêts hypothécaires locatifs aux Pays-Bas et en Belgique',
  },
  bonus: (f) => `${f.cashback} de cashback sur tous vos investissements pendant vos ${f.p.cashback!.days} premiers jours`,
  newPlatform: 'Nouveau sur notre site : nous suivons cette plateforme de près pendant ses premières années.',
  collateral: (f) => (f.securedBy ? `Les prêts sont couverts par ${f.securedBy}.` : 'Les prêts ne sont pas garantis.'),
  protectionScheme: (f) =>
    f.p.flags.buybackGuarantee ? 'L’émetteur rachète les prêts en retard de plus de 60 jours, intérêts courus compris.'
      : f.p.flags.noProtection ? 'Ni garantie de rachat ni fonds de provision : les prêts en défaut sont confiés au recouvrement.'
        : 'La plateforme gère les prêts en retard et réalise la garantie pour le compte des investisseurs.',
  financialReport: (year) => `Comptes annuels audités ${year}`,
  serpTitle: (f) => `Avis ${f.name} : rendement de ${f.interest}, risques et frais`,
  serpDescription: (f) => `Notre avis indépendant sur ${f.name} : ${f.loanType} depuis ${f.year}, ${f.totalLoanValue} financés, ${f.investors} investisseurs. Note : ${f.rating} sur 5.`,
  highlights: (f) => [
    `Taux moyen de ${f.interest}`,
    `Investissez dès ${f.minInvestment}`,
    f.securedBy ? `Couvert par ${f.securedBy}` : 'Prêts non garantis, rendement plus élevé',
    `${f.investors} investisseurs depuis ${f.year}`,
  ],
  content: (f) => `
    <h2>Qu’est-ce que ${f.name} ?</h2>
    <p>${f.name} est une plateforme de prêt participatif active depuis ${f.year}. Elle propose ${f.loanType} ${f.availability}, et vous pouvez commencer avec seulement <strong>${f.minInvestment}</strong>.</p>
    <h2>Rendement et risques</h2>
    <p>Les investisseurs ont obtenu en moyenne <strong>${f.interest}</strong> par an, avec des taux de ${f.interestRange}. À ce jour, ${f.totalLoanValue} ont été financés, dont ${f.recoveryShare} sont en cours de recouvrement.</p>
    <h2>Comment votre argent est protégé</h2>
    <p>${f.securedBy ? `Chaque prêt est couvert par ${f.securedBy}.` : 'Les prêts ne sont pas garantis : diversifiez largement et investissez de petits montants.'} Lisez les <a href="https://www.${f.p.key}.example/investors">conditions investisseurs</a> avant de commencer.</p>
    <h2>Notre verdict</h2>
    <p>Nous attribuons à ${f.name} la note de <strong>${f.rating} sur 5</strong>. Comme pour tout placement en prêt participatif, n’investissez que l’argent dont vous pouvez vous passer pendant toute la durée du prêt.</p>`,
};

export default async function seed(ctx: SeedContext) {
  await seedReviews(ctx, 4, fr);
}
