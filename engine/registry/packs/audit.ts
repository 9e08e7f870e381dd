import { definePack, defineScreenKind } from '../define';

/** The record of changes (docs/api.md): the administrator's audit screen. */
export const auditPack = definePack({
  screenKinds: {
    auditLog: defineScreenKind({
      description: "the administrator's audit log (GET /Audit): filters by record type (`props.types`: value and label), record id and days, searched and paged by the server",
      bespoke: true,
      pagedSearch: { call: '/Audit', param: 'q' },
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['types'],
        properties: {
          types: {
            type: 'array',
            items: { type: 'object', additionalProperties: false, required: ['value', 'label'], properties: { value: { type: 'string', pattern: '^[a-z0-9_]{1,64}$' }, label: { type: 'string', minLength: 1 } } },
          },
        },
      },
      calls: () => [{ path: '/Audit' }],
    }),
  },
});
