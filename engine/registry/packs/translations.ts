import { familyReadinessCall } from '../../readiness/calls';
import { definePack, defineScreenKind } from '../define';
import { untranslatedEnglish } from './untranslated';
import { coverage } from './coverage';
import { translationOf } from './translation-of';
import { linkToEnglish } from './link-to-english';

const path = { type: 'string', pattern: '^/' };

/** How records in different languages are linked, and what is left to translate (docs/translations.md). */
export const translationsPack = definePack({
  optionSources: { untranslatedEnglish },
  displayFormats: { coverage },
  partKinds: { translationOf },
  saveHooks: { linkToEnglish },
  screenKinds: {
    translationOverview: defineScreenKind({
      description:
        'the translation overview (GET /Translations/Overview): one row per English record, one cell per language; `props.types` name each content type (`value` as the server names it, `label`, `edit`: the record\'s screen with {id}, `create`: where "Create from English" goes, with {englishId}); `props.settings` each settings screen (`value`, `to`)',
      bespoke: true,
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['types', 'settings'],
        properties: {
          types: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['value', 'label', 'edit'],
              properties: { value: { type: 'string' }, label: { type: 'string', minLength: 1 }, edit: path, create: path },
            },
          },
          settings: {
            type: 'array',
            items: { type: 'object', additionalProperties: false, required: ['value', 'to'], properties: { value: { type: 'string' }, to: path } },
          },
        },
      },
      // With a content type chosen, its readiness in each shown language (engine/screens/translations/OverviewReadiness.tsx).
      calls: () => [{ path: '/Translations/Overview' }, familyReadinessCall('{type}')],
    }),
  },
});
