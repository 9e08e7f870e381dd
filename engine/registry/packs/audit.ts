import { definePack, defineScreenKind } from '../define';

/** The record of changes (docs/api.md): the administrator's audit screen. */
export const auditPack = definePack({
  screenKinds: {
    auditLog: defineScreenKind({
      description: "the administrator's audit log (GET /Audit): filters by record type (`props.types`: value and label), record id and days, paged",
      schema: 'custom',
      bespoke: true,
      calls: () => [{ path: '/Audit' }],
    }),
  },
});
