import type { CallSpec, FormBody } from '../model/descriptor';
import { groupsOf } from '../model/parts';
import type { AnyRegistry, OpeningRead, RecordRead } from '../registry/define';
import { choiceCalls } from '../registry/load-choices';
import { sourcesOf } from '../registry/choice-sources';
import { openingReadinessCall } from '../readiness/calls';

/** The template names a call fills: {language}, {param.id}, {record.serpId}… */
const namesOf = (call: CallSpec) => [...JSON.stringify([call.path, call.query ?? {}]).matchAll(/\{([\w.]+)\}/g)].map((m) => m[1]);
const fillable = (name: string) => name === 'language' || /^(param|record)\.\w+$/.test(name);
const namesRecord = (call: CallSpec) => namesOf(call).some((name) => name.startsWith('record.'));

/**
 * A call naming the record's own id (`{record.reviewId}`) filled from the route parameter the record is loaded by
 * (`{param.id}`) instead: the same URL once filled, since the record read by that parameter has that id, so it goes
 * out with the record's read rather than a round after it, and the part that reads it as it draws finds it read.
 */
function byAddress(call: CallSpec, idField: string | undefined, idParam: string | undefined): CallSpec {
  if (!idField || !idParam) return call;
  const swap = (text: string) => text.split(`{record.${idField}}`).join(`{param.${idParam}}`);
  const query = call.query && Object.fromEntries(Object.entries(call.query).map(([k, v]) => [k, typeof v === 'string' ? swap(v) : v]));
  return { ...call, path: swap(call.path), ...(query && { query }) };
}

/**
 * What a form reads as it opens, all of it known from its descriptor: its record, then what the record names (the
 * `with` joins, its groups' own reads, a choice list reading a record value, its readiness findings) and its choice lists. Declared here, a
 * route starts them together with the record instead of one round after another as the form draws (engine/screens/
 * preload.ts, src/early-reads.ts). Only reads: a call whose templates name a row or a value is not one a form opens with.
 */
export function formOpeningReads(form: FormBody, registry: AnyRegistry): OpeningRead[] {
  const load = form.load;
  const record: RecordRead | undefined =
    load && !load.into && !load.find ? { call: load.call, ...(load.idParam && { idParam: load.idParam }), ...(load.pick && { pick: load.pick }) } : undefined;
  const then: CallSpec[] = [
    ...(load?.with ?? []).map((joined) => joined.call),
    ...groupsOf(form.parts).flatMap((group) => registry.groupStorage[group.storage]?.load?.(group, form) ?? []),
    ...sourcesOf(form.parts, registry).flatMap(({ options }) => choiceCalls(options, registry)),
    // The readiness panel's findings, drawn above the form: read with the record, the panel shows as the form does.
    ...(form.readiness ? [openingReadinessCall(form.readiness.family, form.idField, record?.idParam)] : []),
  ];
  // A read naming the route parameter that holds the record's id is not made for a new record (-1), as the record's is not.
  const byIdParam = (call: CallSpec) => !!record?.idParam && namesOf(call).includes(`param.${record.idParam}`);
  const reads = then
    .map((call) => byAddress(call, form.idField, record?.idParam))
    .filter((call) => (call.method ?? 'GET') === 'GET' && namesOf(call).every(fillable))
    .flatMap((call): OpeningRead[] =>
      namesRecord(call) ? (record ? [{ call, ...(record.idParam && { idParam: record.idParam }), record }] : []) : [{ call, ...(byIdParam(call) && { idParam: record!.idParam }) }],
    );
  return [...(load ? [{ call: load.call, ...(load.idParam && { idParam: load.idParam }) }] : []), ...reads];
}
