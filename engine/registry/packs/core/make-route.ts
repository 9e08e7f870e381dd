import type { CallSpec } from '../../../model/descriptor';
import { fill } from '../../../data/templates';
import { defineSaveHook } from '../../define';

/** The spec's route call (second document, section 7 Routes): POST /Routes with the url, its type and the content item. */
export const CREATE_ROUTE: CallSpec = { method: 'POST', path: '/Routes' };

type Params = { field: string; dataTypeId: number; tableId: string };

/** The route's own name for the url (urlTableName) read as the form's field, so a refusal marks that field. */
function asField(error: unknown, field: string): unknown {
  const data = (error as { response?: { data?: { field?: unknown } } })?.response?.data;
  if (data && data.field === 'urlTableName') data.field = field;
  return error;
}

/**
 * Gives a record its public address: a route of the record's language and the descriptor's content type pointing at
 * the record, its url the form's `field` (a `slug` field). Answers the route's url and urlTableId, so the record
 * reads as having its route. The step's `if` says when (the record has none yet; the editor may save routes).
 */
export const makeRoute = defineSaveHook<Params>({
  description:
    'creates the record\'s route (POST /Routes): url from `field`, content type `dataTypeId`, content item `tableId` (a template, "{record.reviewId}"); answers url and urlTableId',
  params: {
    field: { type: 'string', minLength: 1 },
    dataTypeId: { type: 'integer', minimum: 1 },
    tableId: { type: 'string', minLength: 1 },
  },
  required: ['field', 'dataTypeId', 'tableId'],
  calls: () => [CREATE_ROUTE],
  run: async ({ provider, values, ctx, params }) => {
    const body = {
      dataTypeId: params.dataTypeId,
      languageId: ctx.language,
      urlTableName: String(values[params.field] ?? '').trim(),
      tableId: Number(fill(params.tableId, ctx)),
      link: [],
    };
    const route = await provider.call<{ url?: string; urlTableId?: number }>(CREATE_ROUTE, ctx, body).catch((error: unknown) => {
      throw asField(error, params.field);
    });
    return { url: route?.url ?? body.urlTableName, urlTableId: route?.urlTableId };
  },
});
