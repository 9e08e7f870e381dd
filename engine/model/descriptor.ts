/**
 * The screen descriptor format. A screen is data: one JSON file in screens/<area>/ with a `kind`,
 * checked against schemas/screen-descriptor.json (its lists of names filled from the registry,
 * engine/registry/index.ts) when it is loaded. Names of field kinds, option sources, rules, computed
 * values, save hooks and group storages are whatever the registry holds.
 */
import type { DataTypeName } from '../../shared/data-types';
import type { EntityProperty } from './entity';

export type ScreenDescriptor = HubScreen | ListScreen | ListsScreen | FormScreen | ModalFormScreen | TabsScreen | TilesLogScreen | CustomScreen;
export type ScreenKind = ScreenDescriptor['kind'];

/** What every screen states. */
export interface ScreenBase {
  /** Path pattern, react-router style: "/testimonials/edit/:id". Several patterns may share a screen. */
  route: string | string[];
  title: string;
  breadcrumb?: Breadcrumb;
  /** The permission data type (section 6) and the controls it governs. */
  permission?: Permission;
  /** The specification's sections it implements: "1-foundations-and-content.md#2 Reviews" (engine/model/spec-sections.ts). */
  spec?: string[];
}

/**
 * The way to a screen, drawn above its title, which ends it: "Reviews | {record.name}" (parts separated by "|"),
 * or a list whose items may link to the screen they name ({ "text": "Settings", "to": "/settingshome" }).
 * {record.x} and {param.x} are filled in.
 */
export type Breadcrumb = string | (string | { text: string; to?: string })[];

export interface Permission {
  dataType: DataTypeName;
  /** Controls the role rules apply to; all of them when omitted. */
  governs?: Control[];
}

/** add and save: disabled for read and none; edit: labelled View for read, hidden for none; delete: admin only. */
export type Control = 'add' | 'edit' | 'delete' | 'save';

/** A call of section 7. Templates: {language}, {param.id}, {record.x}, {value} (the chosen value of a field). */
export interface CallSpec {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean>;
}

export interface Notice {
  message: string;
  /** Milliseconds; 3000 when omitted. */
  duration?: number;
}

export interface HubScreen extends ScreenBase {
  kind: 'hub';
  /** Each a card linking to a screen: its label, a Blueprint icon's name and a line saying what the screen holds. */
  tiles: { label: string; to: string; icon?: string; description?: string }[];
}

/** A page of tiles whose choice is only remembered (/locals). */
export interface TilesLogScreen extends ScreenBase {
  kind: 'tiles-log';
  tiles: { label: string; value: string }[];
}

export interface Column {
  label: string;
  field: string;
  /**
   * A registered display format (engine/registry/packs/core/display-formats.ts) with its properties: number (`decimals`),
   * date (`pattern`, DD.MM.YYYY when omitted), language, link (the record's public page, drawn among the row's
   * actions with `label` as its text: VIEW), …
   */
  format?: string;
  decimals?: number;
  pattern?: string;
  /** Sortable by this column (locale compare). */
  sortable?: boolean;
  [param: string]: unknown;
}

export interface ListDelete {
  call: CallSpec;
  success?: Notice;
  failure?: Notice;
  confirm?: string;
  /** The row button's text; Delete when omitted. */
  label?: string;
  /**
   * what: "review"; name: a template over the row ("{row.label}"); goes: "Its FAQ, highlights and content go with
   * it."; language: false for items without a language (users), which are not named with one.
   */
  names?: { what: string; name: string; goes?: string; language?: boolean };
  undoable?: boolean;
}

export interface RowCall {
  label: string;
  call: CallSpec;
  success?: Notice;
  failure?: Notice;
}

/** What a list states, on its own screen or held by another (its title and permission are the screen's). */
export interface ListBody {
  /** How the rows are read; a list states either load or rows. */
  load?: CallSpec;
  /**
   * A second call whose rows are merged into the loaded ones: the joined row whose `on` equals the row's `field`
   * gives its `take` fields (all of them when absent). The reviews list takes each review's route url this way.
   */
  join?: { load: CallSpec; field: string; on: string; take?: string[] };
  /** A call made for each loaded row (`{row.x}` in its path), its answer kept under the row's `into`: a user's permissions. */
  joinEach?: { load: CallSpec; into: string };
  /** Fixed rows shown instead of loaded ones (/strings' languages). */
  rows?: Record<string, string | number | boolean | null>[];
  rowKey: string;
  columns: Column[];
  order?: { reverse?: boolean; by?: string; direction?: 'asc' | 'desc' };
  filters?: { label: string; field: string; options: Options; placeholder?: string }[];
  paging?: { pageSize: number; sizes?: number[] };
  /**
   * The search box over the rows (engine/list/search.ts): on every list, over its text columns (those without a
   * format, or whose display format is `searchable`). `columns` names others, `noun` what the rows are ("blog posts")
   * where the title does not say it; `false` for a list without one.
   */
  search?: false | { columns?: string[]; noun?: string };
  add?: { label: string; to?: string; modal?: string };
  /** label: the row button's text for a role that may edit ('Edit Data'); Edit when omitted, View for read. */
  edit?: { to: string; label?: string };
  /**
   * success: the notice after deleting; none when the specification shows none (blog categories). names: the
   * confirmation names the item and what goes with it; undoable: the server keeps it in the bin, so the
   * confirmation says it can be undone (the notice offers Undo whenever the server's answer names a bin entry).
   */
  delete?: ListDelete;
  /** Buttons in each row that make a call about it (the bin's Restore), governed by delete. */
  rowCalls?: RowCall[];
  /** An extra list shown under this one on the same screen (blog settings' categories). */
  empty?: string;
  /**
   * Buttons that open a modal-form by its id: in the heading (params { id: "-1" }, governed by add), or with
   * row: true in each row's actions (params { id: the row's rowKey }, governed by edit). The authors' quick editor.
   */
  modals?: { label: string; screen: string; row?: boolean }[];
}

export interface ListScreen extends Omit<ScreenBase, 'route'>, ListBody {
  kind: 'list';
  /** A list states a route, an id (embedded in a form by `embeds`, blog settings' categories), or both. */
  route?: string | string[];
  id?: string;
}

/** A registered field kind (engine/registry/packs/core/field-kinds.ts and the other packs): checked against the registry at load. */
export type Widget = string;

/**
 * Where a choice list comes from. A call's `label` is a field of each answered row, or a template over the
 * row ("{row.languageName}/{row.url}"). A call whose path names a {record.x} that is still empty is not made:
 * its list stays empty until that field has a value (a list that depends on another field's choice).
 */
export interface Options {
  /** A registered option source: fixed, routes, reviews, englishReviews, call, countries, authors, … */
  from: string;
  /** The source's own properties (fixed: values; call: call, value, label, exclude; routes: valueField). */
  [param: string]: any;
}

/** A registered conversion between the form's value and the API's (engine/registry/packs/core/conversions.ts). */
export type Conversion = string;

/**
 * A field condition holds when the field equals `equals`, or (with notEmpty / empty) when it has a value / has none.
 * not / all combine conditions. ownAccount: the named field holds the signed-in user's id (the user form of one's
 * own account, the special administrator's included: nobody changes their own permissions). may: the signed-in user
 * may save records of that data type in the current language (a review's address is made through the routes).
 */
export type Condition =
  | { language: number }
  | { field: string; equals?: unknown; in?: unknown[]; notEmpty?: boolean; empty?: boolean }
  | { mode: 'new' | 'edit' }
  | { not: Condition }
  | { all: Condition[] }
  | { ownAccount: string }
  | { may: string };

export interface Field {
  name: string;
  label: string;
  widget: Widget;
  options?: Options;
  default?: unknown;
  /** Applied in order when saving, reversed when loading (bracketed and JSON lists). */
  convert?: Conversion[];
  required?: string;
  /** Required (with the `required` message) only while this condition holds (a password needed when creating). */
  requiredIf?: Condition;
  /** A pattern the text must match, with the spec's message. */
  pattern?: { regex: string; message: string; duration?: number };
  showIf?: Condition;
  readOnlyIf?: Condition;
  help?: string;
  rows?: number;
  /** Kept in the body but never shown. */
  hidden?: boolean;
  /** Sent as null when the condition holds (a footer social link text whose URL is empty). */
  nullIf?: Condition;
  /**
   * When the user changes this field: copyLabelTo puts the chosen option's label into another field (an id
   * chosen, its name kept for a call template); clear empties the fields whose choices depend on this one.
   */
  onChange?: { copyLabelTo?: string; clear?: string[] };
  /** A value the form computes from others (read-only), by a registered computation: { compute, …its properties }. */
  computed?: { compute: string; [param: string]: any };
  /** A number's minimum and maximum read from another record (a page's comparison box: the language's comparison settings). */
  limits?: Limits;
  /** Set when the descriptor is loaded: the field's property in its entity schema. */
  bound?: EntityProperty;
}

/**
 * Where a number field's limits come from: the record `from` answers (the first element of a list), of the entity
 * named (its fields checked at build), whose `min` and `max` fields bound the value. Loaded once per form; shown
 * under the field and checked before saving, with `message` or "Must be between {min} and {max}".
 */
export interface Limits {
  from: CallSpec;
  entity: string;
  min?: string;
  max?: string;
  message?: string;
}

/** One item of a group's row: a field of each entry. */
export interface GroupItem {
  /** The entry's field; settings attributes name the item by settingsDataTypeId instead. */
  name?: string;
  settingsDataTypeId?: number;
  label: string;
  widget: Widget;
  options?: Options;
  rows?: number;
  bound?: EntityProperty;
}

/**
 * A repeated group of entries kept by a registered storage (engine/form/groups/): settings attributes,
 * review highlights, FAQ entries. `name` is the record field the entries live under.
 */
export interface GroupPart {
  kind: 'group';
  storage: string;
  name: string;
  /** Heading above the group. */
  label?: string;
  /** The entity schema of one entry, when it is not the form's. */
  entity?: string;
  items: GroupItem[];
  /** Rows of a fixed group (settings attributes). */
  count?: number;
  /** Settings attributes: the dataTypeId of every row. */
  dataTypeId?: number;
  /** Heading of each row: "{index}" is replaced by its position ("A{index}" → A1); else the position is appended. Rows of a one-row group without rowLabel have no heading. */
  rowLabel?: string;
  /** The items of a row side by side on one line (a link's anchor text and route). */
  inline?: boolean;
  /** The add button of a list group ("Add entry" when omitted). */
  addLabel?: string;
  /** What the group's storage takes besides (a FAQ group's `list` call, `save` and `replace`): its `params`. */
  [param: string]: any;
}

/** A registered part that holds no value, only shows something: `{ "kind": "note", "text": "…" }`. */
export interface StaticPart {
  /** A registered part kind (checked against the registry at load). */
  kind: string;
  showIf?: Condition;
  [param: string]: any;
}

export type FormPart = Field | GroupPart | Section | StaticPart;

export interface Section {
  section: string;
  parts: FormPart[];
  showIf?: Condition;
  /** The section's fields side by side on one line. */
  inline?: boolean;
  /** The section's fields belong to a joined record (a review's SERP): its entity schema. */
  entity?: string;
  /** Where a top-level section sits: the form's column (the default) or the panel beside it on wide screens. */
  place?: 'main' | 'side';
}

interface StepBase {
  /** Which answer fields go into the record for the following steps. */
  pass?: Record<string, string>;
  /** The step runs only while this holds (mode new / edit: create or update; a call refused for some records). */
  if?: Condition;
}

export interface CallStep extends StepBase {
  call: CallSpec;
  /**
   * The body: the record (default), or only some fields of it, or one field of it (a list: `each` sets these
   * values, templates over the step's record such as "{record.userId}", in every element).
   */
  body?: 'record' | { fields: string[] } | { field: string; each?: Record<string, string> };
}

/** A registered save hook run as a step: { hook, …its properties }; the fields it returns are passed on. */
export interface HookStep extends StepBase {
  hook: string;
  [param: string]: any;
}

/** A group's entries written by its storage (review highlights, FAQ entries). */
export interface GroupStep extends StepBase {
  saveGroup: string;
}

export type SaveStep = CallStep | HookStep | GroupStep;

/** A registered cross-field rule: { rule, message, …its properties }; a broken rule stops the save. */
export interface RuleUse {
  rule: string;
  message: string;
  duration?: number;
  /** The rule holds only while this does (a new lender's checks: { "mode": "new" }). */
  if?: Condition;
  [param: string]: any;
}

/** What follows a successful save (see FormBody.after). */
export interface After {
  back?: boolean;
  backTo?: string;
  reloadAfter?: number;
  goTo?: string;
  delay?: number;
}

/** What a form states, on its own screen or in a modal. */
export interface FormBody {
  title: string;
  breadcrumb?: Breadcrumb;
  permission?: Permission;
  /** The entity the record is: schemas/<entity>.json gives each field its type, enum, required and limits. */
  entity: string;
  /** How the record is read; none means the form always starts empty. */
  load?: {
    call: CallSpec;
    /** first / last: an array answer, its first or last element; object: the answer itself. */
    pick?: 'first' | 'last' | 'object';
    /** Route parameter holding the id; -1 means new and nothing is loaded. */
    idParam?: string;
    /** An array answer: the element whose `field` equals the filled template (a record read from its list, no call by id). */
    find?: { field: string; equals: string };
    /**
     * Further calls made once the record is read; each answer is put into the record under `field` ({record.x} templates):
     * an array answer's first or last element with `pick`, and the fields named in `take` copied into the record itself
     * (the portfolio's FAQ title, found by the portfolio's id, gives the form its faqTitleId and title).
     */
    with?: { field: string; call: CallSpec; pick?: 'first' | 'last'; take?: string[] }[];
    /**
     * A record that is a list (a screen's settings attributes): the answer goes into the record under this field,
     * and an empty list means there is no record yet (new: the save creates).
     */
    into?: string;
  };
  /**
   * The sessionStorage key under which an earlier version kept this form's unsaved edits (one draft per language):
   * a draft left there is taken over once into the draft journal, which keeps every form's edits now.
   */
  earlierDraftKey?: string;
  /** The id field: present means update (PUT), absent means create (POST). */
  idField: string;
  parts: FormPart[];
  /** Cross-field rules checked before saving. */
  rules?: RuleUse[];
  /** Values always sent: "{language}" or literals. */
  fixed?: Record<string, string | number | boolean | null>;
  save: { create?: CallSpec; update?: CallSpec; steps?: SaveStep[] };
  /** success may be left out where the specification shows no notice (blog categories' modal). */
  /** loadFailure: shown when the load call fails (otherwise a failed load is only logged). */
  /** A failure message may name {error}: the server's message for the refused call. */
  notices: { success?: Notice; failure: Notice; successOnCreate?: Notice; loadFailure?: Notice };
  /**
   * back: the previous page; backTo: where back leads when the screen was opened directly (no earlier page in this
   * tab); goTo: another page, {record.x} filled from the saved record (a new record's address replaces the -1 one); delay: milliseconds before going back or on (academy: 500); reloadAfter: reload then.
   */
  after?: After & {
    /** What follows instead when the saved record was new (a new lender goes on to the lenders list, an edited one reloads). */
    create?: After;
  };
  /** What the screen's header shows of the loaded record: its name with the language tag, 'Updated on', the public URL. */
  header?: RecordHeader;
  /** A notice shown above the form when a call answers an empty list (home settings' red notice). */
  warnWhenEmpty?: { call: CallSpec; message: string };
  /**
   * Lists on the same screen, by descriptor id (blog settings' categories); `{ "screen": id, "showIf": condition }`
   * for one shown only while the condition holds (the portfolio's exposures, for English only).
   */
  embeds?: Embed[];
  /** A button that opens another descriptor as a modal (users' permissions). */
  modals?: { label: string; screen: string; hideIf?: Condition }[];
  /** Title when creating, if different. */
  titleNew?: string;
  /** Text of the submit button; Save when omitted. */
  submitLabel?: string;
  /** Text of the submit button while the record is new ("Create user"); submitLabel, or Save, when omitted. */
  submitLabelNew?: string;
  /** A button beside Save that leaves the form as a save would (back, or after.backTo when opened directly): the academy guide's Close; in a dialog it closes the dialog (Add Country's Cancel). */
  closeLabel?: string;
  /** The audit log's record type (the table, "authors"): an edit screen then shows the record's history. */
  history?: string;
}

/** A screen drawn under a form: its id, or its id with the condition under which it is shown. */
export type Embed = string | { screen: string; showIf: Condition };

/** A form states a route, an id (a tab of a tabbed editor, named by the tab), or both. */
export interface FormScreen extends Omit<ScreenBase, 'route'>, FormBody {
  kind: 'form';
  route?: string | string[];
  id?: string;
}

/** A form in a dialog, opened from a list or a form; it has an id instead of a route. */
export interface ModalFormScreen extends Omit<ScreenBase, 'route'>, FormBody {
  kind: 'modal-form';
  id: string;
}

export interface TabsScreen extends ScreenBase {
  kind: 'tabs';
  tabs: { id: string; title: string; screen: string }[];
  /** Above the tabs: one call loads the record, and the header shows it as a form's does. */
  header?: TabsHeader;
  /** The route parameter holding the id; -1 there means new: no header load, titleNew, only the first tab until saved. */
  idParam?: string;
  titleNew?: string;
  /**
   * together: the tabs are one record with one Save (and Ctrl+S) under them. Every tab stays open with its edits,
   * and the save runs the changed tabs' own saves one after the other, in the tabs' order, stopping at a failure.
   */
  saves?: 'together';
}

/**
 * A value of the record a screen's header shows, by a registered display format: date (DD/MM/YYYY here unless a
 * `pattern` says otherwise), publicUrl (a link to the route url's public page in the current language), text, ….
 * `empty`: the text shown in place of label and value when the record has none ('Not updated yet'); a dash otherwise.
 */
export interface HeaderEntry {
  label: string;
  field: string;
  format?: string;
  empty?: string;
  [param: string]: unknown;
}

/** What a record screen's header shows: the field that names the record (with its language tag), and some values. */
export interface RecordHeader {
  name?: string;
  show?: HeaderEntry[];
}

export interface TabsHeader extends RecordHeader {
  load: CallSpec;
}

/** Several lists on one route, each drawn in order under its own heading (h2) with its own Add, Edit and Delete. */
export interface ListsScreen extends ScreenBase {
  kind: 'lists';
  /** The ids of the lists. */
  lists: string[];
}

/** A bespoke component registered by name (engine/screens/components.tsx), for what is not a form or list. */
export interface CustomScreen extends Omit<ScreenBase, 'route'> {
  kind: 'custom';
  route?: string | string[];
  id?: string;
  component: string;
  /** Whatever the component reads. */
  props?: Record<string, unknown>;
}
