import { definePack, defineScreenKind } from '../define';

/** The screen studio's list (issue 20): every screen, as shipped or changed, each leading to its editor. */
export const studioListPack = definePack({
  screenKinds: {
    studioList: defineScreenKind({
      description:
        'every screen of the back office (GET /Screens): its route, kind, entity, data type, whether it runs as shipped or with a change (and whether its file changed since), its last change; filtered by text, area and status; `props.editRoute` the editor of one screen, with {screen} ("tools/studio")',
      bespoke: true,
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['editRoute'],
        properties: { editRoute: { type: 'string', pattern: '^/.*\\{screen\\}' } },
      },
      calls: () => [{ path: '/Screens' }],
    }),
  },
});
