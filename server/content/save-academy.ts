import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadForUpdate } from '../lib/records';
import { cleanHtml } from '../lib/html';
import { pick } from '../repositories/crud';
import { academyRepository, ACADEMY_FIELDS } from '../repositories/academy';
import { contentItemChecks, URL_ENTRY } from '../repositories/content-item-checks';
import { nowText } from './clock';
import { notice } from './notice';

export interface Guide {
  academyId?: number;
  languageId: number;
  title: string;
  urlTableId?: number | null;
  featuredImage?: string | null;
  tag?: string | null;
  excerpt?: string | null;
  content?: string | null;
}

/**
 * The save of the guide form, one guide: the checks of its language, its URL of that language, clean rich text, then
 * the write. PUT /Academy and a bulk change of guides (server/bulk/) both run it, so a rule added here holds for both.
 */
export function guideSaver(db: Kysely<Database>) {
  const guides = academyRepository(db);
  const references = contentItemChecks(db);
  return async (req: FastifyRequest, guide: Guide) => {
    const { academyId, urlTableId, languageId } = guide as Guide & { academyId: number };
    await loadForUpdate(req, guides, academyId, 'Academy guide', languageId);
    if (!urlTableId) throw notice('urlTableId', 'Select URL from dropdown.');
    await references.inLanguage(URL_ENTRY, 'urlTableId', [urlTableId], languageId);
    const values = pick(guide, ACADEMY_FIELDS);
    if ('content' in values) values.content = cleanHtml(values.content);
    await guides.update(academyId, { ...values, updatedDate: nowText() });
    return (await guides.findById(academyId))!;
  };
}
