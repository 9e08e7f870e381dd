import { definePack, defineScreenKind } from '../define';

const notice = { type: 'object', additionalProperties: false, required: ['message'], properties: { message: { type: 'string', minLength: 1 }, duration: { type: 'integer', minimum: 500 } } };

/** Shared facts (docs/translations.md): the drift report of an entity's translations against their English records, with sync. */
export const sharedFactsPack = definePack({
  screenKinds: {
    sharedFactsDrift: defineScreenKind({
      description:
        'the translations whose shared facts (the entity schema\'s sharedFacts) differ from their English record, field by field, with Sync per translation and for all: `props.entity` the API path segment of its calls (Review), `props.form` the id of the form whose labels name the fields, `props.recordRoute` a record\'s address with {id}, `props.notices` the success and failure of a sync',
      bespoke: true,
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['entity', 'form', 'recordRoute', 'notices'],
        properties: {
          entity: { type: 'string', pattern: '^[A-Z][A-Za-z]{1,40}$' },
          form: { type: 'string', minLength: 1 },
          recordRoute: { type: 'string', pattern: '\\{id\\}' },
          notices: { type: 'object', additionalProperties: false, required: ['success', 'failure'], properties: { success: notice, failure: notice } },
        },
      },
      calls: (d) => {
        const entity = (d.props as { entity: string }).entity;
        return [{ path: `/Translations/Drift/${entity}` }, { method: 'POST', path: `/Translations/Sync/${entity}/{row.englishId}` }];
      },
    }),
  },
});
