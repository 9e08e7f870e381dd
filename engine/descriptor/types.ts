/**
 * The screen descriptor format. A screen is data: one JSON file in screens/<area>/ with a `kind`,
 * checked against schemas/screen-descriptor.json when it is loaded. The union on `kind` makes the
 * compiler demand a renderer for every kind (engine/registry.tsx).
 */
import type { DataTypeName } from './data-types';

export type ScreenDescriptor = HubScreen | ListScreen | FormScreen | ModalFormScreen | TabsScreen | TilesLogScreen;
export type ScreenKind = ScreenDescriptor['kind'];

/** What every screen states. */
export interface ScreenBase {
  /** Path pattern, react-router style: "/testimonials/edit/:id". Several patterns may share a screen. */
  route: string | string[];
  title: string;
  /** "DATA | {record.countryName}": text shown above the title; {record.x} and {param.x} are filled in. */
  breadcrumb?: string;
  /** The permission data type (section 6) and the controls it governs. */
  permission?: Permission;
}

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
  tiles: { label: string; to: string }[];
  /** Session-storage keys removed when the hub opens (the tools hub clears calculator data). */
  clearsStorage?: string[];
}

/** A page of tiles whose choice is only remembered (/locals). */
export interface TilesLogScreen extends ScreenBase {
  kind: 'tiles-log';
  tiles: { label: string; value: string }[];
}

export interface Column {
  label: string;
  field: string;
  format?: 'date' | 'text' | 'language';
  /** Sortable by this column (locale compare). */
  sortable?: boolean;
}

export interface ListScreen extends ScreenBase {
  kind: 'list';
  load: CallSpec;
  rowKey: string;
  columns: Column[];
  order?: { reverse?: boolean; by?: string; direction?: 'asc' | 'desc' };
  filters?: { label: string; field: string; options: Options; placeholder?: string }[];
  paging?: { pageSize: number; sizes?: number[] };
  add?: { label: string; to?: string; modal?: string };
  edit?: { to: string };
  delete?: { call: CallSpec; success: Notice; failure?: Notice; confirm?: string };
  /** An extra list shown under this one on the same screen (blog settings' categories). */
  empty?: string;
}

export type Widget =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'multiselect'
  | 'checkbox'
  | 'date'
  | 'route'
  | 'platform'
  | 'richtext'
  | 'image'
  | 'password'
  | 'readonly';

/** Where a choice list comes from. */
export type Options =
  | { fixed: { value: string | number; label: string }[] }
  | { from: 'routes'; valueField?: 'url' | 'urlTableId' }
  | { from: 'reviews' }
  | { from: 'call'; call: CallSpec; value: string; label: string; exclude?: string };

export type Conversion = 'number' | 'emptyToNull' | 'emptyToZero' | 'bracketedList' | 'jsonList' | 'twoDecimals' | 'emptyToEmptyString';

export type Condition = { language: number } | { field: string; equals?: unknown; notEmpty?: boolean } | { mode: 'new' | 'edit' };

export interface Field {
  name: string;
  label: string;
  widget: Widget;
  options?: Options;
  default?: unknown;
  /** Applied in order when saving, reversed when loading (bracketed and JSON lists). */
  convert?: Conversion[];
  required?: string;
  /** A pattern the text must match, with the spec's message. */
  pattern?: { regex: string; message: string; duration?: number };
  showIf?: Condition;
  readOnlyIf?: Condition;
  help?: string;
  rows?: number;
  /** Kept in the body but never shown. */
  hidden?: boolean;
}

/** Repeated settings attributes, matched by settingsDataTypeId and index, cut and padded to a count. */
export interface AttributeGroup {
  kind: 'attributes';
  name: string;
  dataTypeId: number;
  /** Items of one row, e.g. a team member's name, role and image. */
  items: { settingsDataTypeId: number; label: string; widget: Widget; options?: Options }[];
  count: number;
  rowLabel?: string;
}

export type FormPart = Field | AttributeGroup | Section;

export interface Section {
  section: string;
  parts: FormPart[];
  showIf?: Condition;
}

export interface SaveStep {
  call: CallSpec;
  /** Which answer fields go into the record for the following steps. */
  pass?: Record<string, string>;
  /** The body: the record (default), or only some fields of it, or a list built by the step kind. */
  body?: 'record' | { fields: string[] } | { field: string };
}

/** What a form states, on its own screen or in a modal. */
export interface FormBody {
  title: string;
  breadcrumb?: string;
  permission?: Permission;
  /** How the record is read; none means the form always starts empty. */
  load?: {
    call: CallSpec;
    /** first: an array answer, first element; object: the answer itself. */
    pick?: 'first' | 'object';
    /** Route parameter holding the id; -1 means new and nothing is loaded. */
    idParam?: string;
  };
  /** The id field: present means update (PUT), absent means create (POST). */
  idField: string;
  parts: FormPart[];
  /** Values always sent: "{language}" or literals. */
  fixed?: Record<string, string | number | boolean | null>;
  save: { create?: CallSpec; update?: CallSpec; steps?: SaveStep[] };
  notices: { success: Notice; failure: Notice; successOnCreate?: Notice };
  after?: { back?: boolean; reloadAfter?: number; goTo?: string };
  /** A notice shown above the form when a call answers an empty list (home settings' red notice). */
  warnWhenEmpty?: { call: CallSpec; message: string };
  /** Lists and modals on the same screen, by descriptor id (blog settings' categories). */
  embeds?: string[];
  /** A button that opens another descriptor as a modal (users' permissions). */
  modals?: { label: string; screen: string; hideIf?: Condition }[];
  /** Title when creating, if different. */
  titleNew?: string;
}

export interface FormScreen extends ScreenBase, FormBody {
  kind: 'form';
}

/** A form in a dialog, opened from a list or a form; it has an id instead of a route. */
export interface ModalFormScreen extends Omit<ScreenBase, 'route'>, FormBody {
  kind: 'modal-form';
  id: string;
}

export interface TabsScreen extends ScreenBase {
  kind: 'tabs';
  tabs: { id: string; title: string; screen: string }[];
}
