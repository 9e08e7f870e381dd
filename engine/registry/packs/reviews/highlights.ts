import type { CallSpec } from '../../../model/descriptor';
import { defineGroupStorage, type Entry } from '../../define';
import { fillPath } from '../../../data/templates';

type Row = Record<string, any>;
export const COUNT = 4;
export const DATA_TYPE = 28;
const LOAD: CallSpec = { path: '/ReviewAttributes/GetReviewAttributeByReviewID/{record.reviewId}' };
const UPDATE: CallSpec = { method: 'PUT', path: '/ReviewAttributes/ReviewAttributes' };
export const CREATE: CallSpec = { method: 'POST', path: '/ReviewAttributes/PostReviewAttributes' };

/** The version an ETag names ("4", W/"4"). */
const versionOf = (etag: string | undefined) => {
  const match = /^(?:W\/)?"(\d+)"$/.exec(etag ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * A review's four highlights (index 1 to 4, dataTypeId 28): read by the review's id, written with their
 * reviewAttributeId by PUT, or by POST while the review has none yet. They are part of the review's version:
 * the save states the record's version (the review's, as loaded) and answers the review's version after it in
 * its ETag (a changed highlight raises it), which the step passes on (`"pass": { "version": "version" }`) to
 * the review's own save.
 */
export const reviewHighlights = defineGroupStorage({
  description: "a review's four highlights (ReviewAttributes, dataTypeId 28), saved by a `saveGroup` step",
  layout: 'fixed',
  entity: 'review-attribute',
  count: () => COUNT,
  itemKey: (item) => item.name ?? 'value',
  audit: { table: 'review_attributes', idField: 'reviewAttributeId' },
  load: () => LOAD,
  calls: () => [LOAD, UPDATE, CREATE],
  toEntries(stored) {
    const rows: Row[] = Array.isArray(stored) ? stored : [];
    return Array.from({ length: COUNT }, (_, i): Entry => ({ value: rows.find((r) => r.index === i + 1)?.value ?? '' }));
  },
  async save({ provider, entries, stored, record, ctx }) {
    const rows: Row[] = Array.isArray(stored) ? stored : [];
    const items = entries.slice(0, COUNT).map((entry, i) => {
      const existing = rows.find((r) => r.index === i + 1);
      return {
        ...(existing?.reviewAttributeId && { reviewAttributeId: existing.reviewAttributeId }),
        reviewId: record.reviewId,
        index: i + 1,
        value: String(entry.value ?? ''),
        dataTypeId: DATA_TYPE,
      };
    });
    const call = items.every((item) => 'reviewAttributeId' in item) ? UPDATE : CREATE;
    const answer = await provider.send({ method: call.method!, path: fillPath(call.path, { ...ctx, record }), query: { version: record.version }, body: items });
    return { version: versionOf(answer.headers.etag) ?? record.version };
  },
});
