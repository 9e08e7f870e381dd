/**
 * Ten fictional P2P platforms for the demo content. Figures are plausible, the
 * names and companies are invented. Texts that depend on the language (bonus,
 * features, collateral, protection) are written per language from these facts.
 */
export interface Platform {
  key: string;
  name: string;
  logo: string;
  legalName: string;
  address: string;
  officeAddress: string;
  email: string;
  phone: string;
  openingHours: string;
  countries: string;
  loanOriginators: string;
  /** Cashback for new investors: percent of the invested amount during a number of days. */
  cashback: { percent: number; days: number } | null;
  flags: {
    liveChat: boolean; compareButton: boolean; newPlatform: boolean; recommended: boolean; notSecured: boolean;
    securedByCheck: boolean; buybackGuarantee: boolean; autoInvest: boolean; secondaryMarket: boolean;
    promotion: boolean; cryptoAssets: boolean; cryptoloan: boolean; mortage: boolean; noProtection: boolean; personalGuarantee: boolean;
  };
  securedBy: 1 | 2 | 3 | 4 | null;
  availability: 1 | 2 | 3;
  loanType: 1 | 2 | 3 | 4 | 5 | 6;
  interest: number;
  interestRange: string;
  minInvestment: number;
  diversificationMinInvest: number;
  diversificationOtherCurrency: string | null;
  minLoanPerion: number;
  maxLoanPerion: number;
  operatingSince: number;
  earnings: number;
  totalLoanValue: number;
  numberOfInvestors: number;
  investorsLoss: number;
  portfolioSize: number;
  statisticsOtherCurrency: number;
  reportYear: number;
  ratings: { riskReturn: number; usability: number; liquidity: number; support: number };
}

const site = (key: string) => `https://www.${key}.example`;
const none = { liveChat: false, compareButton: true, newPlatform: false, recommended: false, notSecured: false, securedByCheck: false, buybackGuarantee: false, autoInvest: false, secondaryMarket: false, promotion: false, cryptoAssets: false, cryptoloan: false, mortage: false, noProtection: false, personalGuarantee: false };

function platform(p: Omit<Platform, 'logo' | 'email' | 'flags'> & { flags: Partial<Platform['flags']> }): Platform {
  return { ...p, logo: `LOGOS/${p.key}.png`, email: `support@${p.key}.example`, flags: { ...none, ...p.flags } };
}

export const PLATFORMS: Platform[] = [
  platform({ key: 'velmoralend', name: 'Velmora Lend', legalName: 'Velmora Lend AS', address: 'Tartu mnt 43, 10128 Tallinn, Estonia', officeAddress: 'Tartu mnt 43, 10128 Tallinn, Estonia', phone: '+372 600 1234', openingHours: 'Mon–Fri 9:00–18:00 EET', countries: 'Estonia, Latvia, Poland, Spain', loanOriginators: 'Velmora Finance EE, Velmora Finance LV, Kredyt Domino PL', cashback: { percent: 1, days: 90 }, flags: { liveChat: true, recommended: true, securedByCheck: true, buybackGuarantee: true, autoInvest: true, secondaryMarket: true }, securedBy: 1, availability: 1, loanType: 2, interest: 11.8, interestRange: '10% – 14%', minInvestment: 10, diversificationMinInvest: 10, diversificationOtherCurrency: null, minLoanPerion: 1, maxLoanPerion: 48, operatingSince: 2016, earnings: 2350000, totalLoanValue: 412000000, numberOfInvestors: 38500, investorsLoss: 0, portfolioSize: 52000000, statisticsOtherCurrency: 3100000, reportYear: 2023, ratings: { riskReturn: 4, usability: 4.5, liquidity: 4, support: 4.5 } }),
  platform({ key: 'quarrystone', name: 'Quarrystone Estate', legalName: 'Quarrystone Estate SIA', address: 'Brīvības iela 88, LV-1001 Riga, Latvia', officeAddress: 'Elizabetes iela 10, LV-1010 Riga, Latvia', phone: '+371 6700 4521', openingHours: 'Mon–Fri 9:00–17:00 EET', countries: 'Latvia, Estonia, Lithuania', loanOriginators: 'Quarrystone Development', cashback: { percent: 0.5, days: 60 }, flags: { recommended: true, securedByCheck: true, autoInvest: true, secondaryMarket: true, promotion: true, mortage: true }, securedBy: 2, availability: 2, loanType: 3, interest: 10.2, interestRange: '8% – 13%', minInvestment: 50, diversificationMinInvest: 50, diversificationOtherCurrency: null, minLoanPerion: 6, maxLoanPerion: 36, operatingSince: 2018, earnings: 910000, totalLoanValue: 96000000, numberOfInvestors: 11200, investorsLoss: 120000, portfolioSize: 31000000, statisticsOtherCurrency: 4800000, reportYear: 2023, ratings: { riskReturn: 4, usability: 4, liquidity: 3, support: 4 } }),
  platform({ key: 'finlomarket', name: 'Finlo Market', legalName: 'Finlo Market AS', address: 'Krišjāņa Valdemāra iela 21, LV-1010 Riga, Latvia', officeAddress: 'Krišjāņa Valdemāra iela 21, LV-1010 Riga, Latvia', phone: '+371 6611 2030', openingHours: 'Mon–Fri 8:30–17:30 EET', countries: 'Latvia, Kazakhstan, Mexico, Philippines, Poland, Spain', loanOriginators: '24 lending companies from 14 countries', cashback: null, flags: { liveChat: true, recommended: true, securedByCheck: true, buybackGuarantee: true, autoInvest: true, secondaryMarket: true, promotion: true }, securedBy: 1, availability: 2, loanType: 2, interest: 11.2, interestRange: '9% – 16%', minInvestment: 50, diversificationMinInvest: 10, diversificationOtherCurrency: 'KZT, MXN, PLN', minLoanPerion: 1, maxLoanPerion: 60, operatingSince: 2015, earnings: 6800000, totalLoanValue: 1850000000, numberOfInvestors: 142000, investorsLoss: 2400000, portfolioSize: 420000000, statisticsOtherCurrency: 61000000, reportYear: 2023, ratings: { riskReturn: 3.5, usability: 4.5, liquidity: 4.5, support: 4 } }),
  platform({ key: 'brightshare', name: 'Brightshare Capital', legalName: 'Brightshare Capital UAB', address: 'Gedimino pr. 20, LT-01103 Vilnius, Lithuania', officeAddress: 'Konstitucijos pr. 7, LT-09308 Vilnius, Lithuania', phone: '+370 5 210 4400', openingHours: 'Mon–Fri 9:00–18:00 EET', countries: 'Lithuania, Latvia, Estonia', loanOriginators: 'Brightshare Capital', cashback: null, flags: { securedByCheck: true, autoInvest: true, promotion: true, personalGuarantee: true }, securedBy: 3, availability: 2, loanType: 4, interest: 12.1, interestRange: '10% – 15%', minInvestment: 100, diversificationMinInvest: 100, diversificationOtherCurrency: null, minLoanPerion: 6, maxLoanPerion: 36, operatingSince: 2019, earnings: 540000, totalLoanValue: 74000000, numberOfInvestors: 6900, investorsLoss: 310000, portfolioSize: 22000000, statisticsOtherCurrency: 3900000, reportYear: 2023, ratings: { riskReturn: 4, usability: 3.5, liquidity: 2.5, support: 4 } }),
  platform({ key: 'cobaltline', name: 'Cobaltline Loans', legalName: 'Cobaltline Loans EAD', address: 'bul. Vitosha 64, 1463 Sofia, Bulgaria', officeAddress: 'bul. Vitosha 64, 1463 Sofia, Bulgaria', phone: '+359 2 491 7700', openingHours: 'Mon–Fri 9:00–17:00 EET', countries: 'Bulgaria, Romania, Moldova', loanOriginators: 'Cobaltline Credit BG, Cobaltline Credit RO', cashback: { percent: 2, days: 30 }, flags: { liveChat: true, newPlatform: true, buybackGuarantee: true, autoInvest: true }, securedBy: 1, availability: 3, loanType: 1, interest: 12.9, interestRange: '11% – 14%', minInvestment: 10, diversificationMinInvest: 10, diversificationOtherCurrency: null, minLoanPerion: 1, maxLoanPerion: 12, operatingSince: 2022, earnings: 180000, totalLoanValue: 21000000, numberOfInvestors: 4100, investorsLoss: 0, portfolioSize: 6500000, statisticsOtherCurrency: 250000, reportYear: 2023, ratings: { riskReturn: 3.5, usability: 4, liquidity: 4.5, support: 3.5 } }),
  platform({ key: 'terrafolio', name: 'Terrafolio', legalName: 'Terrafolio Investimentos Lda', address: 'Avenida da Liberdade 110, 1250-146 Lisbon, Portugal', officeAddress: 'Rua do Ouro 52, 1100-063 Lisbon, Portugal', phone: '+351 21 340 5600', openingHours: 'Mon–Fri 9:30–18:00 WET', countries: 'Portugal, Spain', loanOriginators: 'Terrafolio Properties', cashback: null, flags: { securedByCheck: true, secondaryMarket: true, promotion: true, mortage: true }, securedBy: 2, availability: 1, loanType: 5, interest: 8.4, interestRange: '7% – 10%', minInvestment: 100, diversificationMinInvest: 100, diversificationOtherCurrency: null, minLoanPerion: 12, maxLoanPerion: 60, operatingSince: 2017, earnings: 1250000, totalLoanValue: 158000000, numberOfInvestors: 17800, investorsLoss: 0, portfolioSize: 64000000, statisticsOtherCurrency: 2100000, reportYear: 2023, ratings: { riskReturn: 3.5, usability: 4, liquidity: 3, support: 4.5 } }),
  platform({ key: 'kryptovault', name: 'Kryptovault Yield', legalName: 'Kryptovault Yield OÜ', address: 'Narva mnt 7, 10117 Tallinn, Estonia', officeAddress: 'Narva mnt 7, 10117 Tallinn, Estonia', phone: '+372 620 4410', openingHours: 'Live chat 24/7', countries: 'Estonia, Worldwide', loanOriginators: 'Kryptovault Lending', cashback: null, flags: { liveChat: true, newPlatform: true, autoInvest: true, cryptoAssets: true, cryptoloan: true }, securedBy: 4, availability: 2, loanType: 6, interest: 9.1, interestRange: '6% – 12%', minInvestment: 25, diversificationMinInvest: 25, diversificationOtherCurrency: 'USDC, USDT', minLoanPerion: 1, maxLoanPerion: 12, operatingSince: 2021, earnings: -420000, totalLoanValue: 38000000, numberOfInvestors: 9400, investorsLoss: 0, portfolioSize: 11000000, statisticsOtherCurrency: 0, reportYear: 2023, ratings: { riskReturn: 3, usability: 4, liquidity: 4, support: 3.5 } }),
  platform({ key: 'agrivest', name: 'Agrivest Fields', legalName: 'Agrivest Fields UAB', address: 'Laisvės al. 60, LT-44240 Kaunas, Lithuania', officeAddress: 'Laisvės al. 60, LT-44240 Kaunas, Lithuania', phone: '+370 37 300 118', openingHours: 'Mon–Fri 8:00–17:00 EET', countries: 'Lithuania, Latvia, Poland', loanOriginators: 'Agrivest Fields', cashback: { percent: 1, days: 60 }, flags: { securedByCheck: true, autoInvest: true, secondaryMarket: true, promotion: true, personalGuarantee: true }, securedBy: 3, availability: 2, loanType: 4, interest: 11, interestRange: '9% – 13%', minInvestment: 10, diversificationMinInvest: 10, diversificationOtherCurrency: null, minLoanPerion: 6, maxLoanPerion: 48, operatingSince: 2020, earnings: 320000, totalLoanValue: 55000000, numberOfInvestors: 8300, investorsLoss: 95000, portfolioSize: 19000000, statisticsOtherCurrency: 2600000, reportYear: 2023, ratings: { riskReturn: 4, usability: 4, liquidity: 3, support: 4 } }),
  platform({ key: 'moravio', name: 'Moravio Credit', legalName: 'Moravio Credit a.s.', address: 'Náměstí Svobody 17, 602 00 Brno, Czech Republic', officeAddress: 'Náměstí Svobody 17, 602 00 Brno, Czech Republic', phone: '+420 530 331 200', openingHours: 'Mon–Fri 9:00–17:00 CET', countries: 'Czech Republic, Slovakia', loanOriginators: 'Moravio Credit', cashback: null, flags: { notSecured: true, autoInvest: true, noProtection: true } , securedBy: null, availability: 1, loanType: 2, interest: 13.5, interestRange: '8% – 19%', minInvestment: 20, diversificationMinInvest: 20, diversificationOtherCurrency: 'CZK', minLoanPerion: 6, maxLoanPerion: 84, operatingSince: 2014, earnings: 870000, totalLoanValue: 132000000, numberOfInvestors: 21500, investorsLoss: 5100000, portfolioSize: 28000000, statisticsOtherCurrency: 12400000, reportYear: 2022, ratings: { riskReturn: 3, usability: 3.5, liquidity: 2, support: 3.5 } }),
  platform({ key: 'harbourline', name: 'Harbourline Invest', legalName: 'Harbourline Invest B.V.', address: 'Wilhelminakade 91, 3072 AP Rotterdam, Netherlands', officeAddress: 'Wilhelminakade 91, 3072 AP Rotterdam, Netherlands', phone: '+31 10 808 2250', openingHours: 'Mon–Fri 9:00–17:30 CET', countries: 'Netherlands, Belgium, Germany', loanOriginators: 'Harbourline Invest', cashback: { percent: 0.5, days: 90 }, flags: { recommended: true, securedByCheck: true, secondaryMarket: true, promotion: true, mortage: true }, securedBy: 2, availability: 1, loanType: 5, interest: 7.6, interestRange: '6% – 9%', minInvestment: 250, diversificationMinInvest: 250, diversificationOtherCurrency: null, minLoanPerion: 12, maxLoanPerion: 120, operatingSince: 2013, earnings: 3400000, totalLoanValue: 690000000, numberOfInvestors: 27400, investorsLoss: 480000, portfolioSize: 210000000, statisticsOtherCurrency: 9800000, reportYear: 2023, ratings: { riskReturn: 4, usability: 4, liquidity: 3.5, support: 5 } }),
];

export const siteOf = (p: Platform) => site(p.key);
