import type { CallSpec, CustomScreen, FormBody, FormPart, ListScreen, Options, ScreenDescriptor } from '../model/descriptor';
import { registry, type GroupStorageDefinition, type OptionSourceDefinition, type SaveHookDefinition, type ScreenKindDefinition } from '../registry/index';
import { storageOf } from '../form/parts';
import { groupsOf, isGroup, isStatic } from '../model/parts';
import { limitCalls } from '../form/limits';

type Json = Record<string, any>;

const sourceCalls = (options?: Options): CallSpec[] => (options ? ((registry.optionSources as Record<string, OptionSourceDefinition>)[options.from]?.calls(options) ?? []) : []);

function partCalls(parts: FormPart[], form: FormBody): CallSpec[] {
  return parts.flatMap((part) => {
    if ('section' in part) return partCalls(part.parts, form);
    if (isStatic(part)) return [];
    if (isGroup(part)) {
      const storage = (registry.groupStorage as Record<string, GroupStorageDefinition>)[part.storage];
      return [...(storage?.calls(part, form) ?? []), ...part.items.flatMap((item) => sourceCalls(item.options))];
    }
    return [...sourceCalls(part.options), ...limitCalls([part])];
  });
}

/** What a form reads when it opens: its record, the joined calls, the groups' own reads, the empty-list warning. */
export function formLoadCalls(form: FormBody): CallSpec[] {
  const groups = groupsOf(form.parts).flatMap((g) => storageOf(g).load?.(g, form) ?? []);
  return [
    ...(form.load ? [form.load.call, ...(form.load.with ?? []).map((w) => w.call)] : []),
    ...groups,
    ...(form.warnWhenEmpty ? [form.warnWhenEmpty.call] : []),
  ];
}

function formCalls(form: FormBody): CallSpec[] {
  const steps = (form.save.steps ?? []).flatMap((step): CallSpec[] => {
    if ('hook' in step) return (registry.saveHooks as Record<string, SaveHookDefinition>)[step.hook]?.calls(step) ?? [];
    if ('saveGroup' in step) return [];
    return [step.call];
  });
  const history = form.history ? [{ path: `/Audit/${form.history}/{record.${form.idField}}` }] : [];
  return [...formLoadCalls(form), ...partCalls(form.parts, form), ...[form.save.create, form.save.update].filter((c): c is CallSpec => !!c), ...steps, ...history];
}

const customCalls = (d: CustomScreen): CallSpec[] => (registry.screenKinds as Record<string, ScreenKindDefinition>)[d.component]?.calls?.(d) ?? [];

function listCalls(list: ListScreen): CallSpec[] {
  const x = list as ListScreen & Json;
  return [
    ...(list.load ? [list.load] : []),
    ...(x.join?.load ? [x.join.load as CallSpec] : []),
    ...(list.delete ? [list.delete.call] : []),
    ...(list.filters ?? []).flatMap((f) => sourceCalls(f.options)),
  ];
}

/** The ids of the screens a screen draws inside itself: embeds, modals, tabs, a list's add modal, those its kind names. */
export function screensWithin(d: ScreenDescriptor): string[] {
  const x = d as Json;
  const kind = (registry.screenKinds as Record<string, ScreenKindDefinition>)[d.kind];
  return [
    ...(kind?.within?.(x) ?? []),
    ...(x.embeds ?? []),
    ...(x.modals ?? []).map((m: { screen: string }) => m.screen),
    ...(Array.isArray(x.tabs) ? x.tabs.map((t: { screen: string }) => t.screen) : []),
    ...(x.add?.modal ? [x.add.modal] : []),
  ];
}

/**
 * Every call a screen declares, the screens it draws inside itself included: a data provider that answers
 * only these catches a screen making a call nobody wrote down (tests/engine/conformance.test.tsx).
 */
export function declaredCalls(d: ScreenDescriptor, byId: (id: string) => ScreenDescriptor | undefined, seen = new Set<string>()): CallSpec[] {
  const own =
    d.kind === 'form' || d.kind === 'modal-form' ? formCalls(d as FormBody) : d.kind === 'list' ? listCalls(d) : d.kind === 'custom' ? customCalls(d) : [];
  const header = (d as Json).header?.load ? [(d as Json).header.load as CallSpec] : [];
  const within = screensWithin(d).flatMap((id) => {
    if (seen.has(id)) return [];
    seen.add(id);
    const inner = byId(id);
    return inner ? declaredCalls(inner, byId, seen) : [];
  });
  return [...own, ...header, ...within];
}

/** "GET /Routes/ByLanguageId/{language}" */
export const callKey = (c: CallSpec) => `${c.method ?? 'GET'} ${c.path}`;
