import type { CallSpec } from '../../model/descriptor';
import { definePack, defineScreenKind } from '../define';

/** The calls of the studio's editor, named by the route's area and name. */
export const STUDIO_CALLS = {
  read: { path: '/Screens/{param.area}/{param.name}' },
  publish: { method: 'POST', path: '/Screens/{param.area}/{param.name}/Publish' },
  revert: { method: 'POST', path: '/Screens/{param.area}/{param.name}/Revert' },
} satisfies Record<string, CallSpec>;

/** The screen studio's editor (docs/engine.md, "The screen studio"): one screen's descriptor, checked, previewed, published, reverted. */
export const studioEditorPack = definePack({
  screenKinds: {
    studioScreen: defineScreenKind({
      description: "the studio's editor of one screen's descriptor, named by the route's area and name: its JSON, a form of the common changes, a preview, its versions, publish, revert and export",
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'route', 'title'],
        properties: {
          kind: { const: 'studioScreen' },
          route: { $ref: '#/definitions/route' },
          title: { type: 'string' },
          breadcrumb: { $ref: '#/definitions/breadcrumb' },
          permission: { $ref: '#/definitions/permission' },
          spec: { $ref: '#/definitions/specReferences' },
        },
      },
      calls: () => Object.values(STUDIO_CALLS),
    }),
  },
});
