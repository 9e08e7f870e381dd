import type { CallStep, Condition, FormBody, HookStep, SaveStep } from '../model/descriptor';
import type { DataProvider } from '../data/provider';
import { fill, type TemplateContext } from '../data/templates';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import type { SaveHookIo } from '../registry/define';
import { sourceOf } from './body-source';
import { valuesToEntries } from './groups/entries';
import { storageOf } from './parts';
import { groupsOf } from '../model/parts';

type Row = Record<string, any>;

/**
 * Saves a form: PUT when the record has its id, POST otherwise; or several steps in order (a call, a
 * registered save hook, or a group written by its storage), each passing fields on to the later steps.
 * Answers the last call's answer with what the steps passed on, so `after.goTo` can name a created record's id.
 */
export async function runSave(
  provider: DataProvider,
  form: FormBody,
  body: Row,
  ctx: TemplateContext,
  /** Evaluates a step's `if` (the form's condition context); without it every step runs. */
  when: (condition: Condition) => boolean = () => true,
  /** Where its save hooks and group storages are registered: the app's registry unless another is given. */
  registry: AnyRegistry = appRegistry,
  /** Shows what a save hook tells (a step that failed after the record was saved); the form passes its notices. */
  tell: SaveHookIo['tell'] = (message) => console.warn(message),
): Promise<Row> {
  const hasId = body[form.idField] !== undefined && body[form.idField] !== null && body[form.idField] !== -1;
  if (!form.save.steps?.length) {
    const call = hasId ? form.save.update : form.save.create;
    if (!call) throw new Error(`the form cannot ${hasId ? 'update' : 'create'}`);
    return (await provider.call<Row>(call, { ...ctx, record: body }, body)) ?? {};
  }
  const source = sourceOf(body);
  const values = source?.values ?? body;
  const loaded = source?.record ?? (ctx.record as Row | null) ?? null;
  let record = { ...body };
  let answer: Row = {};
  /** What the steps passed on (a created review's id from its hook): part of what the save answers. */
  let passedOn: Row = {};
  try {
    for (const step of form.save.steps) {
      if (step.if && !when(step.if)) continue;
      const passed = await runStep(step);
      for (const [to, from] of Object.entries(step.pass ?? {})) passedOn = { ...passedOn, [to]: passed[from] };
      if ('hook' in step) passedOn = { ...passedOn, ...passed };
      record = { ...record, ...passedOn };
    }
  } catch (error) {
    // An earlier step that saved the record's parts raised its version: the next save states that one.
    if (typeof record.version === 'number' && record.version !== body.version && error && typeof error === 'object') Object.assign(error, { passedVersion: record.version });
    throw error;
  }
  return { ...passedOn, ...answer };

  async function runStep(step: SaveStep): Promise<Row> {
    if ('saveGroup' in step) {
      const group = groupsOf(form.parts).find((g) => g.name === step.saveGroup)!;
      const stored = loaded?.[group.name];
      return (await storageOf(group, registry).save?.({ provider, group, entries: valuesToEntries(group, values, registry), stored, record, ctx: { ...ctx, record } })) ?? {};
    }
    if ('hook' in step) {
      const hook = registry.saveHooks[(step as HookStep).hook];
      return (await hook.run({ provider, record, body, values, ctx: { ...ctx, record }, params: step, tell })) ?? {};
    }
    const call = step as CallStep;
    const stepBody = call.body === undefined || call.body === 'record' ? record : 'fields' in call.body ? Object.fromEntries(call.body.fields.map((f) => [f, record[f]])) : fieldBody(call.body, record, ctx);
    answer = (await provider.call<Row>(call.call, { ...ctx, record }, stepBody)) ?? {};
    return answer;
  }
}

/** One field of the record as the body; a list gets the `each` values (filled from the record) in every element. */
function fieldBody(spec: Extract<NonNullable<CallStep['body']>, { field: string }>, record: Row, ctx: TemplateContext): unknown {
  const value = record[spec.field];
  if (!spec.each || !Array.isArray(value)) return value;
  const extra = Object.fromEntries(Object.entries(spec.each).map(([key, template]) => [key, fill(template, { ...ctx, record })]));
  return value.map((element) => (element && typeof element === 'object' ? { ...element, ...extra } : element));
}

/** The record's version after the steps of a failed save that did save something (a review's highlights), if any. */
export const passedVersion = (error: unknown): number | undefined => {
  const version = error && typeof error === 'object' ? (error as { passedVersion?: unknown }).passedVersion : undefined;
  return typeof version === 'number' ? version : undefined;
};
