import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DATA_TYPES, type DataTypeName } from '../../shared/data-types';
import { folderOfKey } from '../media/folders';
import { auditLogRepository } from './audit-log';
import { EXPOSURE_LANGUAGE } from './exposures';
import { ownerNamedBy } from './faq-owners';
import { serpDataType, serpsRepository, SERP_OWNERS } from './serps';

type Entry = NonNullable<Awaited<ReturnType<ReturnType<typeof auditLogRepository>['latest']>>>;
type State = Record<string, unknown>;

/**
 * Whose read permission a record's history needs. `entries`: each entry is read in the language it was
 * written in (records with a language). `owner`: every entry in the owner's language, `null` meaning a
 * record of no language (a role in any language will do), `undefined` an owner that can no longer be found.
 */
export type HistoryRule = { kind: 'entries'; dataType: DataTypeName } | { kind: 'owner'; dataType: DataTypeName; languageId: number | null | undefined };

/** The data type of the calls that wrote the record, as the entry names it. */
const writtenAs = (entry: Entry): DataTypeName => (entry.dataType && entry.dataType in DATA_TYPES ? (entry.dataType as DataTypeName) : 'Settings Users');
const num = (value: unknown) => (value === null || value === undefined ? undefined : Number(value));

/** The rules of the tables whose rows have no language of their own: each is read as its owner is (docs/api.md). */
export function historyOwners(db: Kysely<Database>) {
  const log = auditLogRepository(db);
  const serps = serpsRepository(db);

  /** A FAQ title's owner: the review, page, blog post or portfolio page it names, in that record's language. */
  const faqTitleOwner = async (title: State | undefined): Promise<{ dataType: DataTypeName; languageId: number | undefined } | undefined> => {
    if (!title) return undefined;
    try {
      const { kind, id } = ownerNamedBy(title as Parameters<typeof ownerNamedBy>[0]);
      return { dataType: kind.dataType, languageId: await log.lastLanguage(kind.table, kind.idColumn, id) };
    } catch {
      return undefined;
    }
  };

  const CHILDREN: Record<string, { idColumn: string; owner(state: State, latest: Entry): Promise<{ dataType: DataTypeName; languageId: number | null | undefined } | undefined> }> = {
    // As GET /Serps checks it: the record that points at the SERP, else the one its tableId names, else any language.
    serps: {
      idColumn: 'serpId',
      owner: async (serp) => {
        const dataTypeId = Number(serp.dataTypeId);
        const tableId = num(serp.tableId);
        const owner = SERP_OWNERS[dataTypeId];
        const found = await serps.ownerOf({ serpId: num(serp.serpId), dataTypeId, tableId });
        const languageId = found?.languageId ?? (owner && tableId ? await log.lastLanguage(owner.table, owner.idColumn, tableId) : null);
        return { dataType: serpDataType(dataTypeId), languageId: languageId ?? null };
      },
    },
    faq_titles: { idColumn: 'faqTitleId', owner: faqTitleOwner },
    faq_lists: { idColumn: 'faqListId', owner: async (entry) => faqTitleOwner(await log.lastState('faq_titles', 'faqTitleId', String(entry.faqTitleId))) },
    review_attributes: { idColumn: 'reviewAttributeId', owner: async (highlight) => ({ dataType: 'Review', languageId: await log.lastLanguage('reviews', 'reviewId', Number(highlight.reviewId)) }) },
    // A file's folder gives its language; the shared folders (logos, users) belong to none.
    image_infos: { idColumn: 'imageId', owner: async (info, latest) => ({ dataType: writtenAs(latest), languageId: typeof info.key === 'string' ? (folderOfKey(info.key)?.languageId ?? null) : undefined }) },
    exposures: { idColumn: 'exposureID', owner: async (_exposure, latest) => ({ dataType: writtenAs(latest), languageId: EXPOSURE_LANGUAGE }) },
  };

  return {
    /** The rule for one record's history, from its newest entry and, for a row of no language, its owner. */
    async ruleFor(type: string, recordId: string, latest: Entry): Promise<HistoryRule> {
      const child = CHILDREN[type];
      if (!child) return latest.languageId === null ? { kind: 'owner', dataType: writtenAs(latest), languageId: null } : { kind: 'entries', dataType: writtenAs(latest) };
      const state = await log.lastState(type, child.idColumn, recordId);
      const owner = state ? await child.owner(state, latest) : undefined;
      return { kind: 'owner', dataType: owner?.dataType ?? writtenAs(latest), languageId: owner?.languageId };
    },
  };
}
