import type { CallSpec, FormBody } from '../model/descriptor';
import type { DataProvider } from '../data/provider';
import { fill, waitsForRecord, type TemplateContext } from '../data/templates';
import { storageOf } from './parts';
import { groupsOf } from '../model/parts';

type Row = Record<string, any>;

/**
 * Reads a form's record: the load call, the element picked (first, last, or found by a field), then the
 * `with` calls and the groups' own loads, each answer joined into the record under its field. A list loaded
 * `into` a field is the record's only content (a screen's settings attributes): empty, there is no record yet.
 */
export async function loadRecord(provider: DataProvider, form: FormBody, ctx: TemplateContext): Promise<Row | null> {
  if (!form.load) return null;
  const answer = await provider.call<Row | Row[] | null>(form.load.call, ctx);
  const { find, pick, into } = form.load;
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
  for (const extra of form.load.with ?? []) {
    const joined = picked(await provider.call<unknown>(extra.call, { ...ctx, record }), extra.pick);
    const taken = joined && typeof joined === 'object' ? Object.fromEntries((extra.take ?? []).filter((f) => f in joined).map((f) => [f, (joined as Row)[f]])) : {};
    record = { ...record, [extra.field]: joined, ...taken };
  }
  // The groups' reads name only the record, so they go out together rather than one after another.
  const read: Row = record;
  const groups = await Promise.all(
    groupsOf(form.parts).map(async (group) => {
      const call = storageOf(group).load?.(group, form);
      return call && !waitsForRecord(call, read) ? ([[group.name, await provider.call(call, { ...ctx, record: read })]] as const) : [];
    }),
  );
  return { ...record, ...Object.fromEntries(groups.flat()) };
}

/** An array answer's first or last element when `pick` says so; any other answer as it is. */
function picked(answer: unknown, pick: 'first' | 'last' | undefined): unknown {
  if (!pick || !Array.isArray(answer)) return answer;
  return (pick === 'first' ? answer[0] : answer[answer.length - 1]) ?? null;
}
