/**
 * The bare translation matrix of the bench's pages (bench/matrix-data.ts), written directly in SQL: each English
 * page crossed with the five languages, its version by explicit link, the version's state (missing, out of date by
 * the audited English changes of a translated text after it was saved, incomplete by its empty required and SERP
 * fields, else present) with its count and fields, and the totals per language and state. No app code.
 */
const TEXTS = `'pageTitle', 'subtitle', 'platforms', 'selectedPopularArticle', 'content'`;
const LANGUAGES = [1, 2, 3, 4, 6];
const PAGE_SIZE = 50;

const STALE = {
  sqlite: `(SELECT group_concat(DISTINCT j.key) FROM audit_log a, json_each(a.changes) j
    WHERE a."recordType" = 'pages' AND a."recordId" = CAST(e.id AS text) AND a.action = 'update' AND a."languageId" = 1
      AND (v.saved IS NULL OR a.at > v.saved) AND j.key IN (${TEXTS}) AND j.type = 'object'
      AND (json_type(j.value, '$.old') = 'text' OR json_type(j.value, '$.new') = 'text' OR json_type(j.value, '$.before') = 'text' OR json_type(j.value, '$.after') = 'text'))`,
  postgres: `(SELECT string_agg(DISTINCT j.key, ',') FROM audit_log a CROSS JOIN LATERAL jsonb_each(a.changes::jsonb) j
    WHERE a."recordType" = 'pages' AND a."recordId" = CAST(e.id AS text) AND a.action = 'update' AND a."languageId" = 1
      AND (v.saved IS NULL OR a.at > v.saved) AND j.key IN (${TEXTS})
      AND (jsonb_typeof(j.value -> 'old') = 'string' OR jsonb_typeof(j.value -> 'new') = 'string' OR jsonb_typeof(j.value -> 'before') = 'string' OR jsonb_typeof(j.value -> 'after') = 'string'))`,
};

const empty = (column: string, field: string) => `CASE WHEN ${column} IS NULL OR ${column} = '' THEN '${field},' ELSE '' END`;

/** The first page's rows (`page`), or the state of every cell (`totals`, without its fields) for the totals per language and state. */
export const matrixSql = (dialect: 'sqlite' | 'postgres', part: 'page' | 'totals') =>
  part === 'totals' ? `SELECT lang, state, count(*) AS n FROM (${linesSql(dialect, part)}) m GROUP BY lang, state` : linesSql(dialect, part);

const linesSql = (dialect: 'sqlite' | 'postgres', part: 'page' | 'totals') => `
WITH v0 AS MATERIALIZED (
  SELECT p."pageId" AS id, p."languageId" AS lang, p."pageTitle" AS name, p."updatedAt" AS own,
    CAST(CASE WHEN p."languageId" = 1 THEN p."pageId" ELSE x."englishId" END AS integer) AS fam,
    ${empty('p."pageTitle"', 'pageTitle')} || ${empty('p.content', 'content')} || ${empty('s."serpTitle"', 'serpTitle')} || ${empty('s."serpDescription"', 'serpDescription')} AS empty,
    (SELECT max(a.at) FROM audit_log a WHERE a."recordType" = 'pages' AND a."recordId" = CAST(p."pageId" AS text)) AS audited
  FROM pages p
  LEFT JOIN translation_links x ON x.entity = 'Pages' AND x."recordId" = p."pageId" AND x."languageId" = p."languageId"
  LEFT JOIN serps s ON s."serpId" = p."serpId"),
v AS (SELECT id, lang, name, fam, empty, CASE WHEN audited IS NULL THEN own WHEN own IS NULL OR audited > own THEN audited ELSE own END AS saved FROM v0),
e AS (SELECT id, name FROM v WHERE lang = 1 ORDER BY id ${part === 'page' ? `LIMIT ${PAGE_SIZE}` : ''}),
l AS (${LANGUAGES.map((id) => `SELECT ${id} AS lang`).join(' UNION ALL ')}),
c AS MATERIALIZED (
  SELECT e.id AS english, e.name AS "englishName", l.lang, v.id, v.empty,
    CASE WHEN v.id IS NULL OR l.lang = 1 THEN NULL ELSE ${part === 'page' ? STALE[dialect] : STALE[dialect].replace(/^\(SELECT (group_concat|string_agg)\(DISTINCT j\.key(, ',')?\)/, "(SELECT min('x')")} END AS stale
  FROM e CROSS JOIN l LEFT JOIN v ON v.fam = e.id AND v.lang = l.lang)
SELECT english, "englishName", lang, id,
  CASE WHEN id IS NULL THEN 'missing' WHEN stale IS NOT NULL THEN 'outOfDate' WHEN empty <> '' THEN 'incomplete' ELSE 'present' END AS state,
  COALESCE(stale, empty) AS fields
FROM c${part === 'page' ? ' ORDER BY english, lang' : ''}`;

type Line = { english: number; englishName: string; lang: number; id: number | null; state: 'missing' | 'present' | 'incomplete' | 'outOfDate'; fields: string | null };

/** The lines as the overview answers them: a row per English page of the first page, a cell per language, the totals per language over all. */
export function matrixAnswer(lines: Line[], counts: (Pick<Line, 'lang' | 'state'> & { n: number | string })[]) {
  const totals = new Map(LANGUAGES.map((languageId) => [languageId, { languageId, missing: 0, present: 0, incomplete: 0, outOfDate: 0 }]));
  for (const count of counts) totals.get(Number(count.lang))![count.state] = Number(count.n);
  const rows: { type: string; englishId: number; name: string; cells: unknown[] }[] = [];
  for (const line of lines) {
    if (rows[rows.length - 1]?.englishId !== line.english) rows.push({ type: 'pages', englishId: line.english, name: line.englishName, cells: [] });
    const fields = line.state === 'outOfDate' || line.state === 'incomplete' ? line.fields!.split(',').filter(Boolean) : [];
    if (line.state === 'outOfDate') fields.sort();
    rows[rows.length - 1].cells.push({ languageId: line.lang, state: line.state, id: line.id, count: fields.length, fields });
  }
  const english = totals.get(1)!;
  const total = english.missing + english.present + english.incomplete + english.outOfDate;
  return { languages: LANGUAGES, types: [{ key: 'pages', type: 'pages', languages: LANGUAGES, writable: [] }], total, page: 1, pageSize: PAGE_SIZE, totals: [...totals.values()], rows };
}
