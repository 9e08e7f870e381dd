import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadForUpdate } from '../lib/records';
import { pick } from '../repositories/crud';
import { linksRepository, type LinkValues, type StoredLink } from '../repositories/links';

/** The fields the link form sends and the save writes; the address (urlTableName) lives in the link's url entry. */
export const LINK_FORM_FIELDS = ['key', 'category', 'languageId', 'urlTableName'] as const;

/** A link as its form sends it: a bulk change, which reads the link's own row, leaves the address out (it is kept). */
export type LinkBody = Omit<LinkValues, 'urlTableName'> & { urlTableName?: string; linkId?: number; urlTableId?: number };

export const linkValues = (link: LinkBody) => pick(link, LINK_FORM_FIELDS) as LinkValues;

/**
 * The save of the link form, one link: in a language the editor may write (both, when it moves), the link and its
 * address written together. PUT /Links and a bulk change of links (server/bulk/) both run it, so a rule added here
 * holds for both.
 */
export function linkSaver(db: Kysely<Database>) {
  const links = linksRepository(db);
  return async (req: FastifyRequest, link: LinkBody) => {
    const linkId = link.linkId!;
    const existing = (await loadForUpdate(req, links, linkId, 'Link', link.languageId)) as StoredLink;
    const values = { ...linkValues(link), urlTableName: link.urlTableName ?? existing.urlTableName };
    const write = (trx: Kysely<Database>) => linksRepository(trx).update(existing, values);
    // A bulk change already runs in a transaction, which this write joins.
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
    return (await links.findById(linkId))!;
  };
}
