import type { CallSpec } from '../../model/descriptor';
import { fill } from '../../data/templates';
import { defineConversion, defineFieldKind, definePack, defineSaveHook } from '../define';
import { checkDecimal, decimalToApi, showDecimal } from '../../theme/widgets/decimal';
import { serp } from './reviews-serp';
import { CREATE_HIGHLIGHTS, CREATE_REVIEW, READ_HIGHLIGHTS, READ_REVIEW, createReview } from './reviews-copy';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** What the reviews area names beyond the core (screens/reviews/). */
export const reviewsPack = definePack({
  fieldKinds: {
    decimal: defineFieldKind({
      description: "a number typed as text, refused with 'Must be a number' otherwise, shown with two decimals (interest)",
      valueType: 'string',
      validate: checkDecimal,
    }),
  },
  conversions: {
    twoDecimalText: defineConversion({
      description: 'a number shown as text with two decimals and sent as a number rounded to two (empty: null)',
      toApi: (v) => decimalToApi(v, 2),
      fromApi: (v) => showDecimal(v, 2),
    }),
    commaList: defineConversion({
      description: 'a list kept as text joined by ", " (a review\'s countries)',
      toApi: (v) => (isEmpty(v) ? null : (v as unknown[]).join(', ')),
      fromApi: (v) => (typeof v === 'string' && v.trim() ? v.split(',').map((s) => s.trim()).filter(Boolean) : Array.isArray(v) ? v : []),
    }),
  },
  groupStorage: { serp },
  saveHooks: {
    send: defineSaveHook<{ call: CallSpec; body: Record<string, string>; numbers?: string[] }>({
      description:
        'one call whose body names its own fields, each a template over the record or the route ({ "content": "{record.reviewContent}", "id": "{record.reviewId}" }); `numbers` lists the fields sent as numbers ("{param.id}", "1")',
      params: {
        call: { $ref: '#/definitions/call' },
        body: { type: 'object', additionalProperties: { type: 'string' } },
        numbers: { type: 'array', items: { type: 'string' } },
      },
      required: ['call', 'body'],
      calls: (p) => [p.call],
      run: async ({ provider, ctx, params }) => {
        const value = (key: string, template: string) => {
          const filled = fill(template, ctx);
          return params.numbers?.includes(key) && filled !== undefined && filled !== null && filled !== '' ? Number(filled) : filled;
        };
        const body = Object.fromEntries(Object.entries(params.body).map(([key, template]) => [key, value(key, template)]));
        return (await provider.call<Record<string, unknown>>(params.call, ctx, body)) ?? {};
      },
    }),
    createReview: defineSaveHook<{ name: string; platform: string }>({
      description: 'creates a review: English by its name; another language as the child of the English review in `platform`, its platform fields and highlights copied',
      params: { name: { type: 'string' }, platform: { type: 'string' } },
      required: ['name', 'platform'],
      calls: () => [READ_REVIEW, CREATE_REVIEW, READ_HIGHLIGHTS, CREATE_HIGHLIGHTS],
      run: async ({ provider, values, ctx, params }) => {
        const created = await createReview(provider, ctx, values[params.name], values[params.platform]);
        return { reviewId: created.reviewId };
      },
    }),
  },
});
