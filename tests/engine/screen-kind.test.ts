import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptor, readFragments } from '../../engine/descriptor/check-all';
import { callKey, declaredCalls, screensWithin } from '../../engine/descriptor/calls';
import { entitiesNamed } from '../../engine/descriptor/entities';
import { validateDescriptor } from '../../engine/descriptor/validate';
import type { FormBody, ScreenDescriptor } from '../../engine/model/descriptor';
import { DEFAULT_PACKS, createRegistry, definePack, defineScreenKind, type Held } from '../../engine/registry/index';

// Issue 15, item 1: a screen kind is complete in one definition: its parameters, the calls it makes itself, the
// forms it holds and the screens within it. A kind registered by a test pack, in the test's own registry, is
// checked, bound and declared by the engine's descriptor checks as they are: nothing else learns of it.

const root = path.resolve(__dirname, '../..');
const fragments = readFragments(root);

/** A wizard: several forms one after the other on one route, a summary read first, a done screen named by id. */
const wizardPack = definePack({
  screenKinds: {
    wizard: defineScreenKind({
      description: 'several forms one after the other on one route',
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'route', 'title', 'summary', 'steps'],
        properties: {
          kind: { const: 'wizard' },
          route: { $ref: '#/definitions/route' },
          title: { type: 'string' },
          permission: { $ref: '#/definitions/permission' },
          summary: { $ref: '#/definitions/call' },
          steps: { type: 'array', minItems: 1, items: { $ref: '#/definitions/formBody' } },
          done: { type: 'string' },
        },
      },
      calls: (d) => [d.summary],
      forms: (d) => (d.steps as FormBody[]).map((body, i): Held<FormBody> => ({ at: `steps[${i}]`, body })),
      within: (d) => (d.done ? [d.done] : []),
    }),
  },
});
const registry = createRegistry([...DEFAULT_PACKS, wizardPack]);

const testimonial = (title: string, name = 'fullName') => ({
  title,
  entity: 'testimonial',
  idField: 'testimonialId',
  load: { call: { path: '/Testimonials', query: { id: '{param.id}' } }, pick: 'first' },
  parts: [
    { name, label: 'Name', widget: 'text' },
    { name: 'tagLine', label: 'Tagline', widget: 'select', options: { from: 'routes' } },
  ],
  save: { update: { method: 'PUT', path: '/Testimonials' } },
  notices: { failure: { message: 'Saving failed.' } },
});
const wizard = (change: (d: any) => void = () => undefined) => {
  const d: any = {
    kind: 'wizard',
    route: '/testimonials/wizard/:id',
    title: 'Testimonial wizard',
    summary: { path: '/Testimonials/Summary' },
    steps: [testimonial('Who'), testimonial('What')],
    done: 'testimonials-done',
  };
  change(d);
  return d;
};
const file = 'tests/engine/wizard.json';

describe('a screen kind registered by a pack, complete in its one definition', () => {
  it('is a kind of its own registry only: the app does not know it', () => {
    expect(() => validateDescriptor(file, wizard(), fragments)).toThrow(`${file}: at kind: unknown screen kind "wizard"`);
    expect(validateDescriptor(file, wizard(), fragments, registry).kind).toBe('wizard');
  });

  it('its parameters are checked by its own schema, which may name the descriptor schema\'s definitions', () => {
    expect(() => validateDescriptor(file, wizard((d) => delete d.summary), fragments, registry)).toThrow(`${file}: at the top: missing property "summary"`);
    expect(() => validateDescriptor(file, wizard((d) => (d.steps[1].parts[0].widget = 'txt')), fragments, registry)).toThrow(`${file}: at steps[1].parts[0].widget: expected one of`);
  });

  it('the forms it holds are bound to their entities, a mistake named by its place in the descriptor', () => {
    const checked = checkDescriptor(root, file, wizard(), fragments, registry) as ScreenDescriptor & { steps: FormBody[] };
    expect(entitiesNamed(checked, registry)).toEqual(['testimonial']);
    const [name] = checked.steps[1].parts as { bound?: { entity: string; required: boolean; maxLength?: number } }[];
    expect(name.bound).toMatchObject({ entity: 'testimonial' });
    expect(() => checkDescriptor(root, file, wizard((d) => (d.steps[1] = testimonial('What', 'fullNam'))), fragments, registry)).toThrow(
      `${file}: at steps[1].parts[0].name: "fullNam" is not a field of schemas/testimonial.json (did you mean "fullName"?)`,
    );
    expect(() => checkDescriptor(root, file, wizard((d) => (d.steps[0].save = { steps: [{ saveGroup: 'faq' }] })), fragments, registry)).toThrow(
      `${file}: at steps[0].save.steps[0].saveGroup: no group of this form is named "faq"`,
    );
  });

  it('declares its own calls, those of every form it holds and of the screens within it', () => {
    const checked = checkDescriptor(root, file, wizard(), fragments, registry);
    const done: ScreenDescriptor = { kind: 'hub', id: 'testimonials-done', route: '/done', title: 'Done', tiles: [] } as unknown as ScreenDescriptor;
    expect(screensWithin(checked, registry)).toEqual(['testimonials-done']);
    const calls = declaredCalls(checked, (id) => (id === 'testimonials-done' ? done : undefined), registry).map(callKey);
    expect(new Set(calls)).toEqual(new Set(['GET /Testimonials/Summary', 'GET /Testimonials', 'GET /Routes/ByLanguageId/{language}', 'PUT /Testimonials']));
  });
});
