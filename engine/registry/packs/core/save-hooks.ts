import type { CallSpec } from '../../../model/descriptor';
import { fill } from '../../../data/templates';
import { defineSaveHook } from '../../define';
import { makeRoute } from './make-route';

/** Save steps any form may run: `{ "hook": name, …its properties }` in `save.steps`. */
export const saveHooks = {
  send: defineSaveHook<{ call: CallSpec; body: Record<string, string>; numbers?: string[] }>({
    description:
      'one call whose body names its own fields, each a template over the record or the route ({ "content": "{record.content}", "id": "{param.id}" }); `numbers` lists the fields sent as numbers ("{param.id}", "1")',
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
  makeRoute,
};
