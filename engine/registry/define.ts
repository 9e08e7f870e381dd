/**
 * The kinds of things a descriptor may name, each registered once with everything the engine needs to know
 * about it (the way rjsf's registry and JSON Forms' testers let a theme add widgets without touching the core).
 * Node-safe: no React, no CSS, because the build plugin and the tests read the registry too.
 */
import type { ListBulk, SetAction } from './list-bulk-in';
import type { DataProvider } from '../data/provider';
import type { TemplateContext } from '../data/templates';
import type { CallSpec, Column, FormBody, GroupPart, ListBody } from '../model/descriptor';
import type { ReadinessFact, ReadinessFacts } from '../model/readiness';

type Row = Record<string, any>;
export type Values = Record<string, unknown>;
export type Choice = { value: string | number; label: string };

/** A JSON Schema fragment: the extra properties a named piece takes in a descriptor. */
export type JsonSchema = Record<string, any>;

/** What a descriptor-facing piece takes besides its name: properties (JSON Schema) and which are required. */
export interface Params {
  params?: Record<string, JsonSchema>;
  required?: string[];
}

export type ValueType = 'string' | 'number' | 'boolean' | 'array' | 'object';
/** A JSON Schema type an entity's property may have. */
export type JsonType = ValueType | 'integer';

/**
 * A field kind: `params` and `required` say which properties a field of this kind takes and needs (a select needs
 * `options`), checked at build with the fix in the message.
 */
export interface FieldKindDefinition extends Params {
  description: string;
  /** The type of the value while it is edited (before conversions to the API). */
  valueType: ValueType;
  /**
   * The types of entity property its value may be stored in when no conversion changes its type: a choice is a
   * string or a number. Its valueType when omitted; a number fits an integer property and the other way round.
   */
  stores?: JsonType[];
  /** The kind draws a choice list (its options become the schema's enum, labelled by the uiSchema's ui:enumNames). */
  choices?: boolean;
  /** Shown but never sent (a read-only display): never greyed, never counted, never copied from English. */
  display?: boolean;
  /** A long text (several lines, an article): the history shows a change to it as a word diff, however short. */
  longText?: boolean;
  /** Rich text (HTML): where it cannot be edited it is shown as its text, not as a greyed control. */
  rich?: boolean;
  /** A secret (a password): never written into the browser's draft journal of unsaved edits. */
  secret?: boolean;
  /**
   * A draft of this field an earlier version of the back office kept in a storage of its own (rich text's autosave
   * in localStorage): handed over once to the draft journal when the form opens, and removed from there, so that an
   * edit kept before the journal covered the kind is still offered back. `path` is the page's address (without its
   * query), `field` the field's name; null when there is none (or it is too old to offer).
   */
  takeEarlierDraft?(where: { path: string; field: string }, now: number): { value: unknown; savedAt: number } | null;
  /** A check of the value the kind itself makes, with its message; undefined when fine. */
  validate?(value: unknown): string | undefined;
  /** How a stored value is read into the form, after the field's conversions (rich text an older editor wrote, cleaned). */
  fromApi?(value: unknown): unknown;
  /** The value a field starts with when the record has none, from the descriptor's `default` (a date's "today"). */
  defaultValue?(stated: unknown): unknown;
  /**
   * A value proposed from the form's other values (a route slug from the name, by the field's own params): taken
   * while the field is empty when the record loads, and followed while the field still holds the last proposal.
   */
  propose?(values: Record<string, unknown>, field: Row): unknown;
}

export interface ConversionDefinition {
  description: string;
  /** The type toApi gives, where it changes the value's type (a list kept as text gives a string). */
  apiType?: JsonType;
  toApi(value: unknown): unknown;
  /** Undoes toApi where the API's form differs (a stored "[1,2]" back into a list). */
  fromApi?(value: unknown): unknown;
}

export interface OptionSourceIo<P = Row> {
  provider: DataProvider;
  ctx: TemplateContext;
  options: P;
}

/**
 * An option source makes its list either from the answers of its `calls` (`fromAnswers`), which a form drawn after
 * they were read ahead takes at once (engine/registry/load-choices.ts, choicesNow), or in its own way (`load`).
 */
export type OptionSourceDefinition<P = Row> = OptionSourceBase<P> &
  (
    | { load(io: OptionSourceIo<P>): Promise<Choice[]>; fromAnswers?: never }
    | {
        /** The list from the answers of `calls(options)`, in their order. */
        fromAnswers(answers: any[], io: Omit<OptionSourceIo<P>, 'provider'>): Choice[];
        load?: never;
      }
  );

interface OptionSourceBase<P> extends Params {
  description: string;
  /** The calls it may make (templates), for the conformance test's strict data provider; with `fromAnswers`, the calls it makes. */
  calls(options: P): CallSpec[];
  /** Record fields whose change reloads the list. */
  dependsOn?(options: P): string[];
  /**
   * Its list when nothing needs loading (the descriptor's own values, a built-in list whose code is here): a form draws
   * it at once, not empty first and whole again when `load` answers. Undefined while it does need loading.
   */
  known?(options: P): Choice[] | undefined;
  /** Fetches the code its `load` brings on first use (a built-in list), as a screen drawing it opens (preload-route.ts). */
  preload?(): Promise<unknown>;
}

export interface RuleDefinition<P = Row> extends Params {
  description: string;
  /** Field names the rule reads (checked against the form's entity). */
  fields(params: P): string[];
  /** Fields the rule requires: the form marks them '(required)' before any save. */
  requires?(params: P): string[];
  /**
   * The field (or fields) to mark when the values break the rule; undefined when kept. However many fields it
   * marks, the descriptor's message is shown once as a notice.
   */
  check(values: Values, params: P): string | string[] | undefined;
}

/**
 * A kind of readiness rule (a list's `readiness.rules[].rule`): which fields a declared rule concerns, the facts about
 * a record it reads (answered by the server, one SQL expression each) and, from them, the fields it finds wanting.
 * The declared rule gives the level and the message; the kind never decides them.
 */
export interface ReadinessRuleDefinition<P = Row> extends Params {
  description: string;
  /** The level a rule of this kind usually has: the studio proposes it for a new rule. */
  usualLevel: 'blocks' | 'warns' | 'informs';
  /** The entity fields a declared rule names (checked against the list's family's entity; the editor's panel goes to them). */
  fields(params: P): string[];
  /** The facts it reads about one record in one language. */
  facts(params: P): ReadinessFact[];
  /** The fields it finds wanting for one record, from the facts (by factKey); empty when the record passes. */
  check(facts: ReadinessFacts, params: P): string[];
}

export interface ComputedDefinition<P = Row> extends Params {
  description: string;
  fields(params: P): string[];
  compute(values: Values, params: P): unknown;
}

export interface SaveHookIo<P = Row> {
  provider: DataProvider;
  /** The record as loaded, with what earlier steps passed on. */
  record: Row;
  /** The body the form's own call would send. */
  body: Row;
  values: Values;
  ctx: TemplateContext;
  params: P;
  /**
   * Hands a notice to the form that saves, which shows it: the registry says what happened and never draws it
   * (the server loads the registry to check descriptors, without a screen to draw on).
   */
  tell(message: string, intent: 'warning' | 'danger'): void;
}

export interface SaveHookDefinition<P = Row> extends Params {
  description: string;
  calls(params: P): CallSpec[];
  /** A save step; the fields it returns are passed to the later steps. */
  run(io: SaveHookIo<P>): Promise<Row | void>;
}

export type Entry = Record<string, unknown>;

export interface GroupIo {
  provider: DataProvider;
  group: GroupPart;
  entries: Entry[];
  /** What the record held under the group's name when loaded. */
  stored: unknown;
  record: Row;
  ctx: TemplateContext;
}

/** What an add, move or delete of a list group's entries gives: the new entries, or why it is refused (said next to the buttons). */
export type EditOutcome = { ok: true; entries: Entry[] } | { ok: false; reason: string };

/** How the editor may change a list group's entries; a storage without its own rules takes the neutral ones (any add, move, delete). */
export interface ListEditingRules {
  add(entries: Entry[], group: GroupPart): EditOutcome;
  move(entries: Entry[], index: number, direction: -1 | 1, group: GroupPart): EditOutcome;
  remove(entries: Entry[], index: number, group: GroupPart): EditOutcome;
}

export interface GroupStorageDefinition extends Params {
  description: string;
  /** Extra properties each item of the group takes (a settings attribute's settingsDataTypeId). */
  itemParams?: Record<string, JsonSchema>;
  itemRequired?: string[];
  /** fixed: a set number of rows drawn as slots; list: entries added, moved and deleted by the editor. */
  layout: 'fixed' | 'list';
  /** A list group's editing rules (the FAQ rules of faqEntries); the neutral rules when omitted. */
  editing?: ListEditingRules;
  /** How many rows a fixed group has. */
  count(group: GroupPart): number;
  /** The key of an item within a row (and of its form value). */
  itemKey(item: GroupPart['items'][number]): string;
  /** The entity schema of one stored entry: item names are checked against it and take its limits. */
  entity?: string;
  /** The entity's field every item of a row is stored in, where items are not named (a settings attribute's value). */
  itemProperty?: string;
  /** The call that reads the stored entries once the record is loaded (its answer goes under the group's name). */
  load?(group: GroupPart, form: FormBody): CallSpec | undefined;
  /** Every call the storage may make, for the conformance test. */
  calls(group: GroupPart, form: FormBody): CallSpec[];
  toEntries(stored: unknown, group: GroupPart): Entry[];
  /** What the form's body carries under the group's name, if anything (settings attributes travel in the body). */
  toBody?(entries: Entry[], stored: unknown, group: GroupPart, ctx: TemplateContext): unknown;
  /** Writes the entries with their own calls, as a save step; what it returns is passed to later steps. */
  save?(io: GroupIo): Promise<Row | void>;
  /**
   * Where the audit log keeps the stored rows, for a storage that writes rows of its own (a SERP, FAQ entries): their
   * table and id field. The record's history then reads their changes too, and Restore brings them back.
   */
  audit?: { table: string; idField: string };
}

/** What a display format is given besides the value: the current language (a public address depends on it). */
export interface DisplayContext {
  language: number;
}

/** A value as text, and a link where the format makes one. */
export interface Shown {
  text: string;
  href?: string;
}

/**
 * How a value is shown where it is only read: a list's column, a screen header's entry. `"format": name` with
 * its properties (a date's `pattern`, a number's `decimals`). `defaults` are the properties each place takes when
 * the descriptor gives none (a date reads DD.MM.YYYY in lists and DD/MM/YYYY in a header, first document §9).
 */
export interface DisplayFormatDefinition<P = Row> extends Params {
  description: string;
  defaults?: { list?: Partial<P>; header?: Partial<P> };
  /** Right-aligned in a table (numbers, dates). */
  alignRight?: boolean;
  /** Kept whole on one line in a table: its column is as wide as its longest value, never cut with an ellipsis. */
  whole?: boolean;
  /** A list draws it among a row's actions, as a link whose text is the column's label (VIEW), not as a cell. */
  rowAction?: boolean;
  /** A list's search matches the text it shows (a name, a date as written); numbers and ratings are not searched. */
  searchable?: boolean;
  /** A list draws its cell with the component of the same name in LIST_CELLS (engine/list/cells/), not as text. */
  cell?: boolean;
  /** The calls its cells make (declared for the conformance check), from the column's properties. */
  calls?(params: P): CallSpec[];
  show(value: unknown, params: P, ctx: DisplayContext): Shown;
}

/**
 * A part of a form that holds no value, only shows something (a note): `{ "kind": name, …its properties }` in
 * `parts`. Its component is given by the same name in its pack's browser half (./packs/parts.ts).
 */
export interface PartKindDefinition extends Params {
  description: string;
  /** The calls the part makes itself, for the conformance test's strict data provider; none when omitted. */
  calls?(part: Row): CallSpec[];
  /** Address parameters the part keeps for a record being added (`?translationOf=`): they leave with its dialog. */
  addressParams?: string[];
}

/** A form or list a screen holds, and where it lies in the descriptor: '' for the descriptor itself, "steps[1]". */
export interface Held<T> {
  at: string;
  body: T;
}

/** A record a screen reads as it opens, started with its code (engine/descriptor/opening.ts); none while its id is -1. */
export interface OpeningRead {
  call: CallSpec;
  idParam?: string;
  /** Made by the screen under the first tab: not when the address opens another tab. */
  firstTab?: boolean;
  /**
   * A read naming the form's record ({record.x}): made once that record is here, read by `call` (an array answer's
   * first or last element with `pick`), filled from it; not made while a value it names is empty (waitsForRecord).
   */
  record?: RecordRead;
}

/** The read a form's record comes from, as its `load` states it. */
export interface RecordRead {
  call: CallSpec;
  idParam?: string;
  pick?: 'first' | 'last' | 'object';
}

/** A screen shown under a tab: the tab's name in the address (?tab=) and the screen's id. */
export interface TabOf {
  id: string;
  screen: string;
}

/**
 * What a screen of a kind draws and reads as it opens, so that its route fetches all of it in one wave (the screen
 * index, engine/descriptor/opening-index.ts, and engine/screens/preload.ts read it through engine/descriptor/opening.ts).
 * The forms it holds add their own: their record's read, their embedded screens, their field kinds and entities.
 */
export interface Opening {
  /** The screens it always draws inside itself (a `lists` screen's lists). */
  screens?(descriptor: Row): string[];
  /** The screens it shows one at a time, the address's ?tab= choosing (the first when none names one). */
  tabs?(descriptor: Row): TabOf[];
  /** The records it reads itself (a tabbed screen's header), beyond its forms' loads. */
  reads?(descriptor: Row): OpeningRead[];
  /** Its forms open when asked (a dialog's), not as the screen opens: their records and embedded screens wait. */
  formsOpenLater?: boolean;
}

/** How a kind writes its own part of a screen's summary (engine/descriptor/summary.ts), for reviewing changes. */
export interface SummaryOf {
  /** The descriptor's properties these lines show: the rest is written out as `key: value` after them. */
  shows: string[];
  lines(descriptor: Row, registry: AnyRegistry): string[];
}

/**
 * A screen kind, complete in one definition: its parameters (`schema`), the calls it makes itself, the forms and
 * lists it holds, the screens it draws inside itself, what it draws and reads as it opens, whose history it shows
 * and how it is summarised. The descriptor checks, the screen index, the preload, the summary, the studio and the
 * conformance test read these, so a new kind is this definition and its component (the pack's `screens`, loaded on
 * demand in the browser), nothing else.
 */
export interface ScreenKindDefinition {
  description: string;
  /**
   * The definition of schemas/screen-descriptor.json that checks it, or a JSON Schema of its own (it may name the
   * descriptor schema's definitions, "#/definitions/formBody"). For a bespoke component: the JSON Schema of the
   * `props` the descriptor gives it, or a definition name that accepts any object.
   */
  schema: string | JsonSchema;
  /** A bespoke component named by a `custom` screen (`"component": name`), not a kind of its own. */
  bespoke?: boolean;
  /**
   * Drawn in a dialog that a list or a form opens by the screen's id (engine/screens/ModalFormScreen.tsx), never on a
   * route of its own: it has no component of its own.
   */
  dialog?: boolean;
  /**
   * The calls the screen makes itself, beyond those of the forms and lists it holds (a tabbed screen's header; every
   * call a bespoke component may make), for the conformance test. The registry is the one the screen is checked with.
   */
  calls?(descriptor: Row, registry: AnyRegistry): CallSpec[];
  /** The forms it holds: each is bound to its entity at build, its calls are declared, its saveGroup steps checked. */
  forms?(descriptor: Row): Held<FormBody>[];
  /** The lists it holds: their calls are declared, their Add dialogs and modals checked to exist. */
  lists?(descriptor: Row): Held<ListBody>[];
  /** The ids of the screens it draws inside itself (a `lists` screen's lists, a tabbed screen's tabs): checked to exist, their calls declared. */
  within?(descriptor: Row): string[];
  /** The kinds those screens must be (a `lists` screen holds lists). */
  withinKinds?: string[];
  /**
   * A bespoke screen listing rows the server answers a page at a time searches there (issue 28 item 6): the call
   * that pages them and its parameter taking the typed text, kept in the address as `?q=` like a list's search.
   * The list kind's own lists search the rows they hold and declare nothing.
   */
  pagedSearch?: { call: string; param: string };
  /**
   * The columns a screen of the kind writes to a spreadsheet, its Export (CSV, XLSX): the server's export route and the
   * Export control ask it; a kind without it, or a screen it answers none for, exports nothing.
   */
  exports?(descriptor: Row, registry: AnyRegistry): Column[];
  /**
   * The bulk changes a screen of the kind offers on its rows (selection, the actions, preview, apply, undo): the list
   * kind answers its descriptor's `bulk`; a kind without it, or a screen it answers none for, selects nothing.
   */
  bulk?(descriptor: Row): (ListBulk & { actions: SetAction[]; noun: string }) | undefined;
  /** What it draws and reads as it opens; nothing but its forms' own when omitted. */
  opens?: Opening;
  /**
   * The screens opened on its route whose records' history it shows (their forms name the record type); its tabs'
   * screens when omitted.
   */
  history?(descriptor: Row): string[];
  /**
   * Its lines of the summary; when omitted, its forms' and lists' lines under the place each is held at, and the
   * screens it draws inside itself.
   */
  summary?: SummaryOf;
}

export interface Pack {
  fieldKinds?: Record<string, FieldKindDefinition>;
  conversions?: Record<string, ConversionDefinition>;
  screenKinds?: Record<string, ScreenKindDefinition>;
  optionSources?: Record<string, OptionSourceDefinition<any>>;
  rules?: Record<string, RuleDefinition<any>>;
  computed?: Record<string, ComputedDefinition<any>>;
  saveHooks?: Record<string, SaveHookDefinition<any>>;
  groupStorage?: Record<string, GroupStorageDefinition>;
  displayFormats?: Record<string, DisplayFormatDefinition<any>>;
  partKinds?: Record<string, PartKindDefinition>;
  readinessRules?: Record<string, ReadinessRuleDefinition<any>>;
}

/** The kinds of piece a pack may hold. */
export type PieceKind = keyof Pack;

/** A registry of whatever packs: every piece by its name (createRegistry builds one; the app's is ./index.ts). */
export type AnyRegistry = { readonly [K in PieceKind]-?: Readonly<Record<string, NonNullable<Pack[K]>[string]>> };

// The factories only fix the types; a definition is plain data plus functions.
export const defineFieldKind = (d: FieldKindDefinition) => d;
export const defineConversion = (d: ConversionDefinition) => d;
// Generic so that `bespoke: true` and `dialog: true` stay literals: the component maps tell those kinds apart by them.
export const defineScreenKind = <const D extends ScreenKindDefinition>(d: D) => d;
export const defineOptionSource = <P = Row>(d: OptionSourceDefinition<P>) => d;
export const defineRule = <P = Row>(d: RuleDefinition<P>) => d;
export const defineReadinessRule = <P = Row>(d: ReadinessRuleDefinition<P>) => d;
export const defineComputed = <P = Row>(d: ComputedDefinition<P>) => d;
export const defineSaveHook = <P = Row>(d: SaveHookDefinition<P>) => d;
export const defineGroupStorage = (d: GroupStorageDefinition) => d;
export const defineDisplayFormat = <P = Row>(d: DisplayFormatDefinition<P>) => d;
export const definePartKind = (d: PartKindDefinition) => d;
export const definePack = <T extends Pack>(pack: T) => pack;
