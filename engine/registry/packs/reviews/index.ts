import { defineConversion, defineFieldKind, definePack, defineSaveHook } from '../../define';
import { checkDecimal, decimalToApi, showDecimal } from './decimal';
import { reviewHighlights } from './highlights';
import { CREATE_HIGHLIGHTS, CREATE_REVIEW, READ_HIGHLIGHTS, READ_REVIEW, createReview } from './copy';

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
      apiType: 'number',
      toApi: (v) => decimalToApi(v, 2),
      fromApi: (v) => showDecimal(v, 2),
    }),
    commaList: defineConversion({
      description: 'a list kept as text joined by ", " (a review\'s countries)',
      apiType: 'string',
      toApi: (v) => (isEmpty(v) ? null : (v as unknown[]).join(', ')),
      fromApi: (v) => (typeof v === 'string' && v.trim() ? v.split(',').map((s) => s.trim()).filter(Boolean) : Array.isArray(v) ? v : []),
    }),
  },
  groupStorage: { reviewHighlights },
  saveHooks: {
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
