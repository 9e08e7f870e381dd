import type { CallSpec, FormBody } from '../model/descriptor';
import type { DataProvider } from '../data/provider';
import { fill, waitsForRecord, type TemplateContext } from '../data/templates';
import { storageOf } from './parts';
import { groupsOf } from '../model/parts';

type Row = Record<string, any>;

/** Calls that go out together, and whose answers the reading of the record takes next. */
type Calls = { spec: CallSpec; ctx: TemplateContext }[];

/**
 * Reads a form's record: the load call, the element picked (first, last, or found by a field), then the
 * `with` calls and the groups' own loads, each answer joined into the record under its field. A list loaded
 * `into` a field is the record's only content (a screen's settings attributes): empty, there is no record yet.
 */
export async function loadRecord(provider: DataProvider, form: FormBody, ctx: TemplateContext): Promise<Row | null> {
  if (!form.load) return null;
  const steps = recordSteps(form, ctx);
  let step = steps.next([]);
  while (!step.done) step = steps.next(await Promise.all(step.value.map(({ spec, ctx }) => provider.call(spec, ctx))));
  return step.value;
}

/**
 * The record as `loadRecord` reads it, at once, where every read it makes was made ahead and has been answered
 * (DataProvider.peek): a form drawn after its reads came draws its record in its first pass. Undefined where one
 * of them is still to be made or answered: the form then loads it as usual.
 */
export function recordNow(provider: DataProvider, form: FormBody, ctx: TemplateContext): { record: Row | null } | undefined {
  if (!form.load || !provider.peek) return undefined;
  const steps = recordSteps(form, ctx);
  let step = steps.next([]);
  while (!step.done) {
    const answers = step.value.map(({ spec, ctx }) => provider.peek!(spec, ctx));
    if (answers.some((answer) => answer === undefined)) return undefined;
    step = steps.next(answers.map((answer) => answer!.data));
  }
  return { record: step.value };
}

/**
 * How a record is read, as the calls each step makes and what is made of their answers; `loadRecord` and
 * `recordNow` give it the answers, read or already here.
 */
function* recordSteps(form: FormBody, ctx: TemplateContext): Generator<Calls, Row | null, unknown[]> {
  const load = form.load!;
  const [answer] = (yield [{ spec: load.call, ctx }]) as [Row | Row[] | null];
  const { find, pick, into } = load;
  if (into) return Array.isArray(answer) && answer.length ? { [into]: answer } : null;
  const wanted = find && String(fill(find.equals, ctx));
  let record: Row | null = Array.isArray(answer)
    ? find
      ? (answer.find((row) => String(row?.[find.field]) === wanted) ?? null)
      : pick === 'first'
        ? (answer[0] ?? null)
        : pick === 'last'
          ? (answer[answer.length - 1] ?? null)
          : (answer as unknown as Row)
    : answer;
  if (!record || typeof record !== 'object') return record;
  for (const extra of load.with ?? []) {
    const [read] = yield [{ spec: extra.call, ctx: { ...ctx, record } }];
    const joined = picked(read, extra.pick);
    const taken = joined && typeof joined === 'object' ? Object.fromEntries((extra.take ?? []).filter((f) => f in joined).map((f) => [f, (joined as Row)[f]])) : {};
    record = { ...record, [extra.field]: joined, ...taken };
  }
  // The groups' reads name only the record, so they go out together rather than one after another.
  const read: Row = record;
  const groups = groupsOf(form.parts).flatMap((group) => {
    const call = storageOf(group).load?.(group, form);
    return call && !waitsForRecord(call, read) ? [{ name: group.name, call }] : [];
  });
  const answers = groups.length ? yield groups.map(({ call }) => ({ spec: call, ctx: { ...ctx, record: read } })) : [];
  return { ...record, ...Object.fromEntries(groups.map(({ name }, i) => [name, answers[i]])) };
}

/** An array answer's first or last element when `pick` says so; any other answer as it is. */
function picked(answer: unknown, pick: 'first' | 'last' | undefined): unknown {
  if (!pick || !Array.isArray(answer)) return answer;
  return (pick === 'first' ? answer[0] : answer[answer.length - 1]) ?? null;
}
