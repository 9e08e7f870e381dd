import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';
import '../db/tables/content-core';

/** Column references of the content row whose route is looked up, e.g. { id: 'b.blogId', language: 'b.languageId', dataType: 43 }. */
interface RouteOf {
  id: string;
  language: string;
  /** The route's data type: a constant (blog 43) or a column (a page's template). */
  dataType: string | number;
  /** Data types that stand for one another (the four calculators share one route key). */
  interchangeable?: readonly number[];
  /** Item data types whose routes are another table's: their items have no route of their own. */
  foreign?: readonly number[];
}

/**
 * The url of a content item's route: the url entry of its data type whose
 * tableId is the item's id, in its language (the first one if there are several).
 */
export function routeUrl(eb: ExpressionBuilder<any, any>, of: RouteOf) {
  const entries = (eb as unknown as ExpressionBuilder<Database, 'url_tables'>)
    .selectFrom('url_tables as u')
    .select('u.url')
    .whereRef('u.tableId', '=', of.id as any)
    .whereRef('u.languageId', '=', of.language as any);
  const ofType =
    typeof of.dataType === 'number'
      ? entries.where('u.dataTypeId', '=', of.dataType)
      : entries.where((w: ExpressionBuilder<any, any>) => {
          const column = w.ref(of.dataType as string);
          const group = of.interchangeable ?? [];
          const same = w('u.dataTypeId', '=', column);
          return group.length ? w.or([same, w.and([w('u.dataTypeId', 'in', group), w(column, 'in', group)])]) : same;
        });
  const own = of.foreign?.length && typeof of.dataType === 'string' ? ofType.where((w: ExpressionBuilder<any, any>) => w(w.ref(of.dataType as string), 'not in', of.foreign!)) : ofType;
  return own.orderBy('u.urlTableId').limit(1);
}
