import type { SeedContext } from '../context';

/** [equity, liabilities, net profit] of one year, in euros. */
type Year = [number, number, number];
type DemoLender = [lenderName: string, country: string, twoYearsAgo: Year, lastYear: Year, audit: boolean, sourceLink: string | null];

const LENDERS: DemoLender[] = [
  ['Baltkredit Finance OÜ', 'Estonia', [4_200_000, 18_900_000, 610_000], [4_950_000, 23_400_000, 750_000], true, 'https://baltkredit.example/reports/annual-report.pdf'],
  ['Daugava Consumer Lending SIA', 'Latvia', [2_100_000, 9_800_000, 240_000], [2_380_000, 11_300_000, 280_000], true, 'https://daugava-lending.example/investors/financials'],
  ['Nemunas Credit UAB', 'Lithuania', [1_450_000, 6_200_000, -120_000], [1_520_000, 7_050_000, 70_000], false, null],
  ['Iberprest Capital S.L.', 'Spain', [6_800_000, 31_500_000, 1_150_000], [7_400_000, 35_200_000, 960_000], true, 'https://iberprest.example/informe-anual.pdf'],
  ['Vistula Pożyczki sp. z o.o.', 'Poland', [3_300_000, 14_700_000, 420_000], [3_900_000, 17_600_000, 600_000], true, 'https://vistula-pozyczki.example/sprawozdanie'],
  ['Steppe MicroFinance LLP', 'Kazakhstan', [5_600_000, 22_800_000, 1_900_000], [6_900_000, 27_100_000, 2_300_000], false, 'https://steppe-mfo.example/reports'],
  ['Aztec Crédito Rápido S.A. de C.V.', 'Mexico', [2_700_000, 12_400_000, 380_000], [2_450_000, 13_900_000, -250_000], false, null],
  ['Savanna Mobile Loans Ltd', 'Kenya', [1_900_000, 7_300_000, 510_000], [2_350_000, 8_800_000, 450_000], true, 'https://savanna-loans.example/audited-accounts.pdf'],
  ['Nusantara Dana Cepat PT', 'Indonesia', [3_100_000, 10_600_000, 290_000], [3_350_000, 12_900_000, 250_000], false, 'https://nusantara-dana.example/laporan-keuangan'],
  ['Mtkvari Quick Credit LLC', 'Georgia', [1_200_000, 4_900_000, 330_000], [1_480_000, 5_700_000, 280_000], true, 'https://mtkvari-credit.example/financial-statements'],
  ['Nistru Lending SRL', 'Moldova', [850_000, 3_600_000, 140_000], [910_000, 4_100_000, 60_000], false, null],
];

async function englishReviews({ db, refs }: SeedContext): Promise<number[]> {
  const fromRefs: number[] | undefined = refs.reviews?.[1];
  if (fromRefs?.length) return fromRefs;
  const rows = await db.selectFrom('reviews').select('reviewId').where('languageId', '=', 1).orderBy('reviewId').execute();
  return rows.map((r) => r.reviewId);
}

/** Lenders with two years of figures, each linked to a demo country and an English platform review. */
export default async function seed(context: SeedContext) {
  const { db, refs } = context;
  const platforms = await englishReviews(context);
  refs.lenders = [];
  if (!platforms.length || !refs.countries) return; // without platforms a lender cannot be saved
  for (const [index, [lenderName, country, [equity2y, liabilities2y, netProfit2y], [equity1y, liabilities1y, netProfit1y], audit, sourceLink]] of LENDERS.entries()) {
    const { lenderID } = await db
      .insertInto('lenders')
      .values({
        lenderName, countryID: refs.countries[country], reviewID: platforms[index % platforms.length],
        equity2y, equity1y, liabilities2y, liabilities1y, netProfit2y, netProfit1y,
        assets2y: equity2y + liabilities2y, assets1y: equity1y + liabilities1y, audit, sourceLink,
      })
      .returning('lenderID')
      .executeTakeFirstOrThrow();
    refs.lenders.push(lenderID);
  }
}
