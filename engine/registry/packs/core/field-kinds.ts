import { defineFieldKind, type JsonType } from '../../define';
import { storedToEditor } from './richtext-spaces';
import { takeEarlierRichTextDraft } from './richtext-earlier-drafts';
import { todayIsoDay } from './today';
import { slugify } from '../../../../shared/slug';
import { PERMISSION_GROUPS_PARAM } from './permissions-rows';

/** What a kind drawing a choice list needs: where its choices come from. */
const choiceParams = {
  params: {
    options: {
      $ref: '#/definitions/options',
      description: 'where its choices come from, e.g. "options": { "from": "fixed", "values": [{ "value": 1, "label": "One" }] } or "options": { "from": "routes" }',
    },
  },
  required: ['options'],
};
/** A choice's value is a string or a number, whichever its options give. */
const choiceValue = ['string', 'number'] as JsonType[];

/** The core field kinds; each one's component is given by the same name in the pack's browser half (./widgets.ts). */
export const fieldKinds = {
  text: defineFieldKind({ description: 'one line of text', valueType: 'string' }),
  textarea: defineFieldKind({ description: 'several lines of text (`rows`)', valueType: 'string', longText: true }),
  number: defineFieldKind({
    description: "a number; anything else is refused with 'Must be a number'",
    valueType: 'number',
    validate: (v) => (v === undefined || v === null || v === '' || Number.isFinite(Number(v)) ? undefined : 'Must be a number'),
  }),
  select: defineFieldKind({ description: 'one value chosen from `options`', valueType: 'string', stores: choiceValue, choices: true, ...choiceParams }),
  multiselect: defineFieldKind({ description: 'several values chosen from `options`', valueType: 'array', choices: true, ...choiceParams }),
  checkbox: defineFieldKind({ description: 'yes or no', valueType: 'boolean' }),
  date: defineFieldKind({
    description: 'a date, shown and typed as `dateFormat` (DD.MM.YYYY when omitted); `"default": "today"` starts an empty one at today',
    valueType: 'string',
    params: { dateFormat: { enum: ['DD.MM.YYYY', 'DD/MM/YYYY'], description: 'how the date is shown and typed' } },
    defaultValue: (stated) => (stated === 'today' ? todayIsoDay() : stated),
  }),
  route: defineFieldKind({ description: 'a route of the language, searchable', valueType: 'string', stores: choiceValue, choices: true, ...choiceParams }),
  platform: defineFieldKind({ description: 'a review of the language, searchable', valueType: 'string', stores: choiceValue, choices: true, ...choiceParams }),
  richtext: defineFieldKind({
    description: 'rich text in Quill, stored with ordinary spaces (non-breaking ones an older editor wrote are read as spaces)',
    valueType: 'string',
    longText: true,
    rich: true,
    fromApi: (v) => (typeof v === 'string' ? storedToEditor(v) : v),
    takeEarlierDraft: takeEarlierRichTextDraft,
  }),
  image: defineFieldKind({
    description: 'an image name or address, chosen from the gallery, with a preview (`buttonLabel`: the text of the button opening it, "Open gallery" when omitted; `store`: name or url)',
    valueType: 'string',
    params: {
      buttonLabel: { type: 'string', minLength: 1, description: 'the text of the button that opens the gallery' },
      store: { enum: ['name', 'url'], description: "what a chosen image puts into the field: its name (the default, a featured image) or its address ('url', an image typed as an address until now)" },
    },
  }),
  password: defineFieldKind({ description: 'a hidden text', valueType: 'string', secret: true }),
  slug: defineFieldKind({
    description:
      "a record's public address (a route url), proposed from the `from` field in lower case with hyphens while the record has none, with the public page's address under it; a `makeRoute` save step stores it",
    valueType: 'string',
    params: { from: { type: 'string', minLength: 1, description: 'the field the address is proposed from, e.g. "from": "name"' } },
    required: ['from'],
    propose: (values, field) => slugify(String(values[field.from] ?? '')),
  }),
  readonly: defineFieldKind({ description: 'a value shown, never sent (a computed total, a key)', valueType: 'string', display: true }),
  permissions: defineFieldKind({
    description: "a user's roles as one grid: data types (`groups` of rows with readable names) by the languages of `options`",
    valueType: 'array',
    params: { groups: PERMISSION_GROUPS_PARAM },
  }),
};
