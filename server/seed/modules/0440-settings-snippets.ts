import type { SeedContext } from '../context';
import { attributeRows } from '../../settings/seed-rows';
import { HEADLINES, SNIPPETS } from '../../settings/attribute-kinds';

/**
 * Statistics review snippets 59-69 in the order Paragraph1Variant1-3,
 * Paragraph2Varient1-4, Paragraph3Variant1-3, DISCLAIMER (their conditions:
 * third document §9, by the share of funds in recovery and missing figures).
 */
const SNIPPET_TEXTS: Record<number, string[]> = {
  1: [
    'No loans are in recovery at the moment: every borrower is paying on time.',
    'Only a small share of the portfolio, below 5%, is in recovery.',
    'More than 5% of the outstanding loans are in recovery, so this figure deserves a close look.',
    'A recovery share below 5% is in line with the rest of the market.',
    'Between 5% and 10% of the loans are in recovery, above the market average.',
    'Between 10% and 40% of the portfolio is in recovery: a significant part of investors’ money is waiting for collection.',
    'More than 40% of the loans are in recovery, a serious warning sign.',
    'The platform publishes all key statistics, which makes it easy to judge.',
    'Some key figures, such as earnings, the number of investors or the financial report, are not published.',
    'The platform publishes neither its total loan volume nor the share of loans in recovery.',
    'Statistics are supplied by the platform and have not been audited by us. Investing in loans carries the risk of losing money.',
  ],
  2: [
    'Derzeit befinden sich keine Kredite im Inkasso: Alle Kreditnehmer zahlen pünktlich.',
    'Nur ein kleiner Teil des Portfolios, unter 5 %, befindet sich im Inkasso.',
    'Mehr als 5 % der ausstehenden Kredite befinden sich im Inkasso – diese Zahl verdient einen genauen Blick.',
    'Ein Inkasso-Anteil unter 5 % entspricht dem übrigen Markt.',
    'Zwischen 5 % und 10 % der Kredite befinden sich im Inkasso, mehr als im Marktdurchschnitt.',
    'Zwischen 10 % und 40 % des Portfolios befinden sich im Inkasso: Ein erheblicher Teil des Anlegergeldes wartet auf Eintreibung.',
    'Mehr als 40 % der Kredite befinden sich im Inkasso – ein ernstes Warnsignal.',
    'Die Plattform veröffentlicht alle wichtigen Kennzahlen und ist daher leicht zu beurteilen.',
    'Einige Kennzahlen wie Gewinn, Anzahl der Anleger oder der Jahresabschluss werden nicht veröffentlicht.',
    'Die Plattform veröffentlicht weder ihr gesamtes Kreditvolumen noch den Anteil der Kredite im Inkasso.',
    'Die Statistiken stammen von der Plattform und wurden von uns nicht geprüft. Investitionen in Kredite bergen das Risiko eines Verlusts.',
  ],
  3: [
    'Ahora mismo no hay préstamos en recobro: todos los prestatarios pagan a tiempo.',
    'Solo una pequeña parte de la cartera, menos del 5 %, está en recobro.',
    'Más del 5 % de los préstamos vivos está en recobro, una cifra que merece atención.',
    'Un porcentaje en recobro inferior al 5 % está en línea con el resto del mercado.',
    'Entre el 5 % y el 10 % de los préstamos está en recobro, por encima de la media del mercado.',
    'Entre el 10 % y el 40 % de la cartera está en recobro: una parte importante del dinero de los inversores espera ser recuperada.',
    'Más del 40 % de los préstamos está en recobro, una señal de alarma seria.',
    'La plataforma publica todas las estadísticas clave, lo que facilita su evaluación.',
    'Algunas cifras clave, como los beneficios, el número de inversores o las cuentas anuales, no se publican.',
    'La plataforma no publica ni el volumen total de préstamos ni el porcentaje en recobro.',
    'Las estadísticas las facilita la plataforma y no han sido auditadas por nosotros. Invertir en préstamos conlleva el riesgo de perder dinero.',
  ],
  4: [
    'Aucun prêt n’est actuellement en recouvrement : tous les emprunteurs paient à temps.',
    'Seule une petite part du portefeuille, moins de 5 %, est en recouvrement.',
    'Plus de 5 % des prêts en cours sont en recouvrement ; ce chiffre mérite une attention particulière.',
    'Une part en recouvrement inférieure à 5 % est conforme au reste du marché.',
    'Entre 5 % et 10 % des prêts sont en recouvrement, au-dessus de la moyenne du marché.',
    'Entre 10 % et 40 % du portefeuille est en recouvrement : une part importante de l’argent des investisseurs attend d’être récupérée.',
    'Plus de 40 % des prêts sont en recouvrement, un signal d’alerte sérieux.',
    'La plateforme publie toutes les statistiques clés, ce qui la rend facile à évaluer.',
    'Certains chiffres clés, comme le résultat, le nombre d’investisseurs ou les comptes annuels, ne sont pas publiés.',
    'La plateforme ne publie ni son volume total de prêts ni la part des prêts en recouvrement.',
    'Les statistiques sont fournies par la plateforme et n’ont pas été auditées par nos soins. Investir dans des prêts comporte un risque de perte.',
  ],
  6: [
    'Er zijn op dit moment geen leningen in incasso: alle leners betalen op tijd.',
    'Slechts een klein deel van de portefeuille, minder dan 5%, is in incasso.',
    'Meer dan 5% van de uitstaande leningen is in incasso; dat cijfer verdient aandacht.',
    'Een incassopercentage onder 5% is in lijn met de rest van de markt.',
    'Tussen 5% en 10% van de leningen is in incasso, boven het marktgemiddelde.',
    'Tussen 10% en 40% van de portefeuille is in incasso: een aanzienlijk deel van het geld van beleggers wacht op inning.',
    'Meer dan 40% van de leningen is in incasso, een ernstig waarschuwingssignaal.',
    'Het platform publiceert alle belangrijke statistieken en is daardoor goed te beoordelen.',
    'Sommige kerncijfers, zoals de winst, het aantal beleggers of de jaarrekening, worden niet gepubliceerd.',
    'Het platform publiceert noch het totale leningvolume noch het aandeel leningen in incasso.',
    'De statistieken komen van het platform en zijn niet door ons gecontroleerd. Beleggen in leningen brengt het risico van verlies met zich mee.',
  ],
};

/** Headlines of the lender data columns, kept in English only (third document §9). */
const HEADLINE_TEXTS = { 73: ['Financial year 2022'], 74: ['Financial year 2023'] };

/** Statistics snippets (58) in every language and the two data headlines (72) in language 1. */
export default async function seed({ db }: SeedContext) {
  const snippets = Object.entries(SNIPPET_TEXTS).flatMap(([language, texts]) =>
    attributeRows(SNIPPETS, Number(language), Object.fromEntries(texts.map((text, i) => [59 + i, [text]]))),
  );
  await db.insertInto('settings_attributes').values([...snippets, ...attributeRows(HEADLINES, 1, HEADLINE_TEXTS)]).execute();
}
