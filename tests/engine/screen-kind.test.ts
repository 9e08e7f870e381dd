import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkDescriptor, readFragments } from '../../engine/descriptor/check-all';
import { callKey, declaredCalls, screensWithin } from '../../engine/descriptor/calls';
import { entitiesNamed } from '../../engine/descriptor/entities';
import { historyIndex } from '../../engine/descriptor/history-index';
import { openingIndex } from '../../engine/descriptor/opening-index';
import { summarize } from '../../engine/descriptor/summary';
import { validateDescriptor } from '../../engine/descriptor/validate';
import type { DataProvider } from '../../engine/data/provider';
import type { CallSpec, FormBody, ScreenDescriptor } from '../../engine/model/descriptor';
import { DEFAULT_PACKS, createRegistry, definePack, defineScreenKind, type Held } from '../../engine/registry/index';
import { DEFAULT_SCREENS } from '../../engine/registry/packs/screens';
import { preloadScreen } from '../../engine/screens/preload';
import { editorSchema } from '../../engine/studio/editor/editor-schema';

// Issue 15, item 1: a screen kind is complete in one definition: its parameters, the calls it makes itself, the
// forms it holds and the screens within it. A kind registered by a test pack, in the test's own registry, is
// checked, bound and declared by the engine's descriptor checks as they are: nothing else learns of it.
// Issue 29, item 1: the same one definition, with its component, also tells the screen index and the preload what
// it draws and reads as it opens, the summary what it holds, and the studio what it is.

const root = path.resolve(__dirname, '../..');
const fragments = readFragments(root);

/**
 * A wizard: several forms one after the other on one route, a summary read first, an introduction drawn above the
 * steps and a done screen, both named by id.
 */
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
          intro: { type: 'string' },
          done: { type: 'string' },
        },
      },
      calls: (d) => [d.summary],
      forms: (d) => (d.steps as FormBody[]).map((body, i): Held<FormBody> => ({ at: `steps[${i}]`, body })),
      within: (d) => [d.intro, d.done].filter(Boolean),
      // The introduction shows with the first step, and the summary is read with it; each step reads its own record.
      opens: { screens: (d) => (d.intro ? [d.intro] : []), reads: (d) => [{ call: d.summary as CallSpec }] },
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
    intro: 'testimonials-intro',
    done: 'testimonials-done',
  };
  change(d);
  return d;
};
const file = 'tests/engine/wizard.json';
const hub = (id: string) => ({ kind: 'hub', id, route: `/${id}`, title: id, tiles: [] }) as unknown as ScreenDescriptor;
/** The screens the wizard names, by id. */
const INNER = new Map([hub('testimonials-intro'), hub('testimonials-done')].map((d) => [(d as { id: string }).id, d]));

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
    expect(screensWithin(checked, registry)).toEqual(['testimonials-intro', 'testimonials-done']);
    const calls = declaredCalls(checked, (id) => INNER.get(id), registry).map(callKey);
    expect(new Set(calls)).toEqual(new Set(['GET /Testimonials/Summary', 'GET /Testimonials', 'GET /Routes/ByLanguageId/{language}', 'PUT /Testimonials']));
  });
});

describe('a screen kind that holds other screens, known to the engine by its one definition and its component', () => {
  const checked = () => checkDescriptor(root, file, wizard(), fragments, registry);
  const STEP_READ = { call: { path: '/Testimonials', query: { id: '{param.id}' } } };
  const SUMMARY_READ = { call: { path: '/Testimonials/Summary' } };
  // The steps' choice list of routes, read with the record rather than once the form draws.
  const ROUTES_READ = { call: { path: '/Routes/ByLanguageId/{language}' } };

  it('its screen index entry holds the code, entities, field kinds and reads of it and of the screens it draws as it opens', () => {
    expect(openingIndex(checked(), INNER, registry)).toEqual({
      kinds: ['wizard', 'hub'],
      entities: ['testimonial'],
      widgets: ['text', 'select'],
      // Both steps read the same record and the same choice list: each read once.
      reads: [STEP_READ, ROUTES_READ, SUMMARY_READ],
      opens: ['testimonials-intro'],
    });
    expect(historyIndex(checked(), registry)).toEqual({});
  });

  it('is preloaded: its component and the inner screen\'s come with their descriptor, and the records are read before its code is here', async () => {
    const prime = vi.fn();
    const provider = { prime, call: vi.fn(), get: vi.fn(), send: vi.fn() } as unknown as DataProvider;
    const Wizard = () => null;
    const wizardCode = vi.fn(async () => ({ default: Wizard }));
    const hubCode = vi.fn(async () => ({ default: Wizard }));
    const load = vi.fn(async (id: string) => INNER.get(id)!);
    preloadScreen(checked(), { provider, language: 1, params: { id: '7' } }, { registry, screens: { ...DEFAULT_SCREENS, wizard: wizardCode, hub: hubCode }, load });
    expect(wizardCode).toHaveBeenCalledTimes(1);
    expect(prime.mock.calls.map(([call]) => call)).toEqual([STEP_READ.call, ROUTES_READ.call, STEP_READ.call, ROUTES_READ.call, SUMMARY_READ.call]);
    await vi.waitFor(() => expect(hubCode).toHaveBeenCalledTimes(1));
    // The done screen is drawn at the end, not as the wizard opens.
    expect(load.mock.calls).toEqual([['testimonials-intro']]);
  });

  it('is summarised: each step\'s fields under its place, and the screens within it', () => {
    const summary = summarize(file, checked(), registry).split('\n');
    expect(summary.slice(0, 4)).toEqual([`== ${file}`, 'kind: wizard', 'route: /testimonials/wizard/:id', 'title: Testimonial wizard']);
    const step = (n: number) => [
      `form at steps[${n}]:`,
      '  load: GET /Testimonials?id={param.id}; pick "first"',
      '  fields:',
      '    Name — fullName [text] {testimonial: required, max 200}',
      '    Tagline — tagLine [select] options: routes {testimonial: required, max 300}',
      '  update: PUT /Testimonials',
      '  notices: success "(none)", failure "Saving failed."',
    ];
    expect(summary.slice(4)).toEqual([...step(0), ...step(1), '  screen → testimonials-intro', '  screen → testimonials-done', 'summary: {"path":"/Testimonials/Summary"}', 'intro: testimonials-intro', 'done: testimonials-done']);
  });

  it("shows in the studio's kind picker with its description", () => {
    const schema = editorSchema(undefined, registry) as { oneOf: { $ref: string }[]; definitions: Record<string, any> };
    expect(schema.oneOf).toContainEqual({ $ref: '#/definitions/wizard' });
    expect(schema.definitions.wizard.properties.kind).toEqual({ enum: ['wizard'], description: 'several forms one after the other on one route' });
  });
});
