import type { SeedContext } from '../context';

const QUOTES: Record<number, [string, string, string][]> = {
  1: [
    ['Anna Becker', 'Investor since 2019', 'The platform reviews helped me spread my money over five lenders instead of one.'],
    ['Mark Jansen', 'Part-time investor', 'Clear ratings and honest statistics on funds in recovery. Exactly what I was looking for.'],
    ['Laura Gómez', 'Retail investor', 'The cashback offers paid for my first year of fees.'],
  ],
  2: [
    ['Jonas Weber', 'Anleger seit 2020', 'Dank der Bewertungen habe ich mein Portfolio sinnvoll gestreut.'],
    ['Sabine Koch', 'Privatanlegerin', 'Verständliche Vergleiche und aktuelle Zahlen – sehr hilfreich.'],
  ],
  3: [['Carlos Ruiz', 'Inversor desde 2021', 'Las reseñas me ayudaron a elegir plataformas con garantía de recompra.']],
  4: [['Claire Martin', 'Investisseuse particulière', 'Des comparatifs clairs et des chiffres à jour.']],
  6: [['Pieter de Vries', 'Belegger sinds 2018', 'Eerlijke reviews en duidelijke cijfers over achterstanden.']],
};

export default async function seed({ db }: SeedContext) {
  const rows = Object.entries(QUOTES).flatMap(([languageId, quotes]) =>
    quotes.map(([fullName, tagLine, testimonialText]) => ({ languageId: Number(languageId), fullName, tagLine, testimonialText })),
  );
  await db.insertInto('testimonials').values(rows).execute();
}
