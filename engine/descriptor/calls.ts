import { readinessColumns } from '../readiness/columns';
import { recordReadinessCall } from '../readiness/calls';
import { markCalls, memoryEntityOf } from '../translation-memory/memory-entity';
import type { CallSpec, FormBody, FormPart, ListBody, Options, ScreenDescriptor } from '../model/descriptor';
import { embeddedId, groupsOf, isGroup, isStatic } from '../model/parts';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import { formsOf, listsOf } from './held';
import { choiceCalls } from '../registry/load-choices';
import { bulkCalls, wholeActionsOf } from '../registry/list-bulk-in';

const sourceCalls = (options: Options | undefined, registry: AnyRegistry): CallSpec[] => choiceCalls(options, registry);

function partCalls(parts: FormPart[], form: FormBody, registry: AnyRegistry): CallSpec[] {
  return parts.flatMap((part) => {
    if ('section' in part) return partCalls(part.parts, form, registry);
    if (isStatic(part)) return registry.partKinds[part.kind]?.calls?.(part) ?? [];
    if (isGroup(part)) return [...(registry.groupStorage[part.storage]?.calls(part, form) ?? []), ...part.items.flatMap((item) => sourceCalls(item.options, registry))];
    return [...sourceCalls(part.options, registry), ...(part.limits ? [part.limits.from] : [])];
  });
}

/** What a form reads when it opens: its record, the joined calls, the groups' own reads, the empty-list warning. */
export function formLoadCalls(form: FormBody, registry: AnyRegistry = appRegistry): CallSpec[] {
  const groups = groupsOf(form.parts).flatMap((g) => registry.groupStorage[g.storage]?.load?.(g, form) ?? []);
  return [
    ...(form.load ? [form.load.call, ...(form.load.with ?? []).map((w) => w.call)] : []),
    ...groups,
    ...(form.warnWhenEmpty ? [form.warnWhenEmpty.call] : []),
  ];
}

function formCalls(form: FormBody, registry: AnyRegistry): CallSpec[] {
  const steps = (form.save.steps ?? []).flatMap((step): CallSpec[] => {
    if ('hook' in step) return registry.saveHooks[step.hook]?.calls(step) ?? [];
    if ('saveGroup' in step) return [];
    return [step.call];
  });
  const history = form.history ? [{ path: `/Audit/${form.history}/{record.${form.idField}}` }] : [];
  // The readiness panel's read of the record's findings (engine/readiness/ReadinessPanel.tsx).
  const readiness = form.readiness ? [recordReadinessCall(form.readiness.family, form.idField)] : [];
  // The "from memory: check" marks of the record, and confirming one (engine/translation-memory/useMemoryChecks.ts).
  const memoryEntity = memoryEntityOf(form);
  const marks = memoryEntity ? markCalls(memoryEntity, form.idField) : [];
  return [...formLoadCalls(form, registry), ...partCalls(form.parts, form, registry), ...[form.save.create, form.save.update].filter((c): c is CallSpec => !!c), ...steps, ...history, ...readiness, ...marks];
}

/** The calls of a list's import (docs/server.md, "Imports"). */
export const importCalls = (family: string): CallSpec[] => [
  { path: `/Imports/${family}` },
  { method: 'POST', path: `/Imports/${family}/Preview` },
  { method: 'POST', path: `/Imports/${family}` },
  { method: 'POST', path: `/Imports/${family}/{importId}/Undo` },
];

function listCalls(list: ListBody, registry: AnyRegistry): CallSpec[] {
  return [
    ...(list.load ? [list.load] : []),
    ...(list.join?.load ? [list.join.load] : []),
    ...(list.joinEach ? [list.joinEach.load] : []),
    ...(list.delete ? [list.delete.call] : []),
    // An undoable delete's Undo (engine/list/undoable-delete.ts), with the bin entry its answer names.
    ...(list.delete?.undoable ? [{ method: 'POST' as const, path: '/Bin/{binEntryId}/Restore' }] : []),
    ...(list.rowCalls ?? []).map((call) => call.call),
    // An import's preview, write and Undo (engine/list/import/), the last with the import its write answers.
    ...(list.import ? importCalls(list.import.family) : []),
    // A bulk change's preview, apply and Undo (engine/list/bulk/), the last with the change its apply answers.
    ...(list.bulk ? bulkCalls(list.bulk.family, { sets: !!list.bulk.actions?.length, wholes: wholeActionsOf(list.bulk) }) : []),
    ...(list.bulk?.actions ?? []).flatMap((a) => (a.options ? sourceCalls(a.options, registry) : [])),
    ...(list.filters ?? []).flatMap((f) => sourceCalls(f.options, registry)),
    ...[...list.columns, ...readinessColumns(list)].flatMap((c) => (c.format ? (registry.displayFormats[c.format]?.calls?.(c) ?? []) : [])),
  ];
}

/**
 * The ids of the screens a screen draws inside itself: those its kind names (tabs, a lists screen's lists), its
 * forms' embeds and modals, its lists' modals and Add dialogs.
 */
export function screensWithin(d: ScreenDescriptor, registry: AnyRegistry = appRegistry): string[] {
  return [
    ...(registry.screenKinds[d.kind]?.within?.(d) ?? []),
    ...formsOf(d, registry).flatMap(({ body }) => [...(body.embeds ?? []).map(embeddedId), ...(body.modals ?? []).map((m) => m.screen)]),
    ...listsOf(d, registry).flatMap(({ body }) => [...(body.modals ?? []).map((m) => m.screen), ...(body.add?.modal ? [body.add.modal] : [])]),
  ];
}

/** The calls of one screen alone: its kind's own, its forms' and its lists'. */
function ownCalls(d: ScreenDescriptor, registry: AnyRegistry): CallSpec[] {
  return [
    ...(registry.screenKinds[d.kind]?.calls?.(d, registry) ?? []),
    ...formsOf(d, registry).flatMap(({ body }) => formCalls(body, registry)),
    ...listsOf(d, registry).flatMap(({ body }) => listCalls(body, registry)),
  ];
}

/**
 * Every call a screen declares, the screens it draws inside itself included: a data provider that answers
 * only these catches a screen making a call nobody wrote down (tests/engine/conformance.test.tsx).
 */
export function declaredCalls(d: ScreenDescriptor, byId: (id: string) => ScreenDescriptor | undefined, registry: AnyRegistry = appRegistry): CallSpec[] {
  const seen = new Set<string>();
  const walk = (screen: ScreenDescriptor): CallSpec[] => [
    ...ownCalls(screen, registry),
    ...screensWithin(screen, registry).flatMap((id) => {
      if (seen.has(id)) return [];
      seen.add(id);
      const inner = byId(id);
      return inner ? walk(inner) : [];
    }),
  ];
  return walk(d);
}

/** "GET /Routes/ByLanguageId/{language}" */
export const callKey = (c: CallSpec) => `${c.method ?? 'GET'} ${c.path}`;
