import { plainSpaces } from '../plain-spaces';
import type { Platform } from './platforms';

/** A platform's facts, formatted for one language, for the review texts. */
export interface Facts {
  p: Platform;
  name: string;
  year: number;
  interest: string;
  interestRange: string;
  minInvestment: string;
  totalLoanValue: string;
  recoveryShare: string;
  investors: string;
  loanType: string;
  availability: string;
  securedBy: string | null;
  rating: string;
  cashback: string | null;
}

/** What a language needs to write the review texts of the demo platforms. */
export interface Phrases {
  locale: string;
  loanTypes: Record<number, string>;
  availability: Record<number, string>;
  securedBy: Record<number, string>;
  features: Record<'buybackGuarantee' | 'autoInvest' | 'secondaryMarket' | 'liveChat' | 'promotion' | 'cryptoAssets' | 'personalGuarantee', string>;
  /** Subtitle of each platform, by platform key. */
  taglines: Record<string, string>;
  bonus(f: Facts): string;
  newPlatform: string;
  collateral(f: Facts): string;
  protectionScheme(f: Facts): string;
  financialReport(year: number): string;
  serpTitle(f: Facts): string;
  serpDescription(f: Facts): string;
  highlights(f: Facts): [string, string, string, string];
  content(f: Facts): string;
}

export function factsOf(p: Platform, phrases: Phrases, rating: number): Facts {
  const number = (style: Intl.NumberFormatOptions) => (value: number) => plainSpaces(new Intl.NumberFormat(phrases.locale, style).format(value));
  const percent = (value: number) => number({ style: 'percent', maximumFractionDigits: 1 })(value / 100);
  const euros = number({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return {
    p,
    name: p.name,
    year: p.operatingSince,
    interest: percent(p.interest),
    interestRange: p.interestRange,
    minInvestment: euros(p.minInvestment),
    totalLoanValue: number({ style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 0 })(p.totalLoanValue),
    recoveryShare: percent((100 * p.statisticsOtherCurrency) / p.totalLoanValue),
    investors: number({ maximumFractionDigits: 0 })(p.numberOfInvestors),
    loanType: phrases.loanTypes[p.loanType],
    availability: phrases.availability[p.availability],
    securedBy: p.securedBy ? phrases.securedBy[p.securedBy] : null,
    rating: number({ minimumFractionDigits: 1, maximumFractionDigits: 1 })(Math.round(rating * 2) / 2),
    cashback: p.cashback ? percent(p.cashback.percent) : null,
  };
}

/** The platform's features, listed in the language. */
export function featureList(f: Facts, phrases: Phrases): string {
  return (Object.keys(phrases.features) as (keyof Phrases['features'])[]).filter((k) => f.p.flags[k]).map((k) => phrases.features[k]).join(', ');
}

/** The review fields written in the language (the rest are figures shared by every language). */
export function localFields(f: Facts, phrases: Phrases) {
  return {
    subtitle: phrases.taglines[f.p.key],
    bonus: f.cashback ? phrases.bonus(f) : null,
    customMessage: f.p.flags.newPlatform ? phrases.newPlatform : null,
    features: featureList(f, phrases),
    collateral: phrases.collateral(f),
    protectionScheme: phrases.protectionScheme(f),
    financialReport: phrases.financialReport(f.p.reportYear),
  };
}
