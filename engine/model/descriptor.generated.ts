/* Written by `npm run descriptor:write` from schemas/screen-descriptor.json (itself filled from the registry); do not edit. */
import type {EntityProperty} from './entity';

/**
 * One screen of the back office as data. This schema is the one description of the format: the TypeScript types (engine/model/descriptor.generated.ts) are written from it. The lists of names (field kinds, conversions, option sources, rules, computed values, save hooks, group storages, screen kinds, display formats, part kinds) are generated from the registry (engine/registry): npm run descriptor:write.
 */
export type ScreenDescriptor = HubScreen | TilesLogScreen | ListScreen | FormScreen | ModalFormScreen | TabsScreen | ListsScreen | CustomScreen | StudioScreen;
export type Route = string | string[];
/**
 * The sections of the specification this screen implements, each a document of docs/spec/ and a heading in it: "1-foundations-and-content.md#2 Reviews" (the heading "Reviews" under section 2). Testers read them beside the screen's summary in the studio.
 */
export type SpecReferences = string[];
/**
 * The way to the screen, drawn above its title, which ends it: "Reviews | {record.name}", or a list whose items may link to the screen they name. {record.x} and {param.x} are filled in.
 */
export type Breadcrumb =
  | string
  | (
      | string
      | {
          text: string;
          to?: string;
        }
    )[];
export type DataTypeName =
  | 'Review'
  | 'Academy'
  | 'Cashbacks'
  | 'Settings Links'
  | 'NewsFeed'
  | 'Pages'
  | 'Settings Routes'
  | 'Settings Footer'
  | 'Settings Home'
  | 'Settings About'
  | 'Settings News'
  | 'Settings Bonus'
  | 'Settings Academy'
  | 'Settings Reviews'
  | 'Settings Navigation'
  | 'Blog'
  | 'Settings Blog'
  | 'Settings'
  | 'Media'
  | 'Settings Users'
  | 'Settings Testimonials'
  | 'Settings Screens';
export type FormScreen = FormBody & {
  kind: 'form';
  route?: Route;
  /**
   * A form shown inside another screen (a tab of a tabbed editor) is named by its id.
   */
  id?: string;
  /**
   * The heading of the screen (an h1), {record.x} filled in; "View …" for a role that cannot save.
   */
  title: string;
};
export type FormPart = (GroupPart | StaticPart) | (Section | Field);
/**
 * An entity schema: "review" is schemas/review.json.
 */
export type EntityName = string;
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
  | 'slug'
  | 'readonly'
  | 'permissions'
  | 'decimal';
/**
 * Holds when the field equals `equals` (or is `in` the list, `empty`, `notEmpty`), in a language, in a mode (new or edit), for one's own account (`ownAccount`), or when the user `may` save a data type; `not` and `all` combine conditions.
 */
export type Condition =
  | {
      language: 1 | 2 | 3 | 4 | 6;
    }
  | {
      field: string;
      equals?: any;
      notEmpty?: boolean;
      empty?: boolean;
      in?: any[];
    }
  | {
      mode: 'new' | 'edit';
    }
  | {
      not: Condition;
    }
  | {
      /**
       * @minItems 1
       */
      all: Condition[];
    }
  | {
      /**
       * The named field holds the signed-in user's id.
       */
      ownAccount: string;
    }
  | {
      may: DataTypeName;
    };
export type Conversion =
  | 'number'
  | 'emptyToNull'
  | 'emptyToZero'
  | 'emptyToEmptyString'
  | 'emptyToNow'
  | 'twoDecimals'
  | 'dayAtFive'
  | 'bracketedList'
  | 'commaIds'
  | 'jsonList'
  | 'permissionGrid'
  | 'twoDecimalText'
  | 'commaList';
/**
 * @minItems 1
 */
export type FormParts = FormPart[];
export type SaveStep = HookStep | (GroupStep | CallStep);
export type ModalFormScreen = FormBody & {
  kind: 'modal-form';
  id: string;
  /**
   * The heading of the screen (an h1), {record.x} filled in; "View …" for a role that cannot save.
   */
  title: string;
};
export type Bespoke = 'mediaLibrary' | 'auditLog' | 'sharedFactsDrift' | 'translationOverview' | 'studioList';

export interface HubScreen {
  kind: 'hub';
  route: Route;
  title: string;
  spec?: SpecReferences;
  breadcrumb?: Breadcrumb;
  permission?: Permission;
  /**
   * Each a card linking to a screen: its label, a Blueprint icon's name and a line saying what the screen holds.
   *
   * @minItems 1
   */
  tiles: {
    label: string;
    to: string;
    /**
     * a Blueprint icon's name, drawn on the tile
     */
    icon?: string;
    /**
     * one line under the label saying what the screen holds
     */
    description?: string;
  }[];
}
export interface Permission {
  dataType: DataTypeName;
  /**
   * The controls the role rules apply to; all of them when omitted. add and save: disabled for read and none; edit: labelled View for read, hidden for none; delete: admin only.
   */
  governs?: ('add' | 'edit' | 'delete' | 'save')[];
}
export interface TilesLogScreen {
  kind: 'tiles-log';
  route: Route;
  title: string;
  spec?: SpecReferences;
  breadcrumb?: Breadcrumb;
  permission?: Permission;
  tiles: {
    label: string;
    value: string;
  }[];
}
export interface ListScreen {
  kind: 'list';
  route?: Route;
  /**
   * The name other screens use for the list (a form's embeds, a lists screen).
   */
  id?: string;
  title: string;
  spec?: SpecReferences;
  breadcrumb?: Breadcrumb;
  permission?: Permission;
  load?: CallSpec;
  join?: {
    load: CallSpec;
    field: string;
    on: string;
    take?: string[];
  };
  /**
   * a call made for each loaded row ({row.x} in its path), its answer kept under the row's field `into`: a user's permissions for the list's summary
   */
  joinEach?: {
    load: CallSpec;
    into: string;
  };
  /**
   * The field that names a row (its id).
   */
  rowKey: string;
  /**
   * The columns, each a field of the row shown as text or by a registered display format.
   *
   * @minItems 1
   */
  columns: Column[];
  /**
   * How the rows are ordered: reversed, or by a field in a direction.
   */
  order?: {
    reverse?: boolean;
    by?: string;
    direction?: 'asc' | 'desc';
  };
  /**
   * Choices above the rows that keep those whose field equals the chosen value, each with an option source.
   */
  filters?: {
    label: string;
    field: string;
    options: Options;
    placeholder?: string;
  }[];
  paging?: {
    pageSize: number;
    sizes?: number[];
  };
  /**
   * The search box over the rows: on every list over its text columns; columns names others, noun what the rows are; false for none
   */
  search?:
    | false
    | {
        /**
         * @minItems 1
         */
        columns?: string[];
        noun?: string;
      };
  /**
   * What the list's Export writes as CSV or XLSX: the rows it shows (its language, filters, search and order, all pages) in its shown columns, but those a component of its own draws (coverage); columns names others (fields of the rows, each shown by its format); false for no Export
   */
  export?:
    | false
    | {
        /**
         * @minItems 1
         */
        columns: Column[];
      };
  add?: {
    label: string;
    to?: string;
    modal?: string;
  };
  edit?: {
    to: string;
    /**
     * The row button's text for a role that may edit ('Edit Data'); Edit when omitted. A read-only role reads View.
     */
    label?: string;
  };
  delete?: {
    call: CallSpec;
    success?: Notice;
    failure?: Notice;
    confirm?: string;
    /**
     * The row button's text; Delete when omitted (the bin's Delete for good).
     */
    label?: string;
    /**
     * Names the item in the confirmation: Delete the review “Finlo Market” (EN)? and what goes with it.
     */
    names?: {
      /**
       * What one item is (review), or a template over the row ({row.what})
       */
      what: string;
      /**
       * A template over the row: {row.label}
       */
      name: string;
      /**
       * What goes with it: Its FAQ, highlights and content go with it.
       */
      goes?: string;
      /**
       * The item belongs to a language, named after it (EN): true unless false (users, countries, lenders).
       */
      language?: boolean;
    };
    /**
     * The server keeps the deleted record in the bin: the confirmation says it can be undone, as the notice's Undo does.
     */
    undoable?: boolean;
  };
  /**
   * The list imports a spreadsheet (CSV or XLSX) of its records: an Import button opens a dialog that maps the file's headers to the columns, previews each row (new, changed with its cells, unchanged, refused with the reason) and writes all rows or none, with an Undo. The server's import family of that name checks and writes the rows (server/imports/families/).
   */
  import?: {
    /**
     * The server's import family: POST /Imports/{family}/Preview, POST /Imports/{family}, POST /Imports/{family}/{importId}/Undo.
     */
    family: string;
    /**
     * The field that says which record a row is (a lender's name, a route's URL): a row whose key is stored updates that record, another creates one. One of the columns.
     */
    key: string;
    /**
     * The fields a file may fill, in the order the mapping step lists them.
     *
     * @minItems 1
     */
    columns: {
      field: string;
      /**
       * The column's header in a file; a header matches it, or the field's name, case and spacing aside.
       */
      label: string;
    }[];
    /**
     * The records belong to a language: the rows are written in the list's language, refused where the importer may not write it. False (reference data) when omitted.
     */
    language?: boolean;
    /**
     * What the rows are (lenders), for the dialog's sentences; the search's noun when omitted.
     */
    noun?: string;
  };
  /**
   * The list changes many of its records at once: a checkbox on each row (shift-click for a range, the header's for the page, and Select all N matching across pages with the filters and search), a toolbar of the actions named here, a preview of each record's before and after and of those that will be refused with the reason, Apply, a report, and one Undo for the whole change. The server's bulk family of that name saves each record through its form's own save (server/bulk/families/).
   */
  bulk?: (
    | {
        [k: string]: any;
      }
    | {
        delete: true;
      }
    | {
        restore: true;
      }
  ) & {
    /**
     * The server's bulk family: POST /Bulk/{family}/Preview, POST /Bulk/{family}, POST /Bulk/{family}/{bulkId}/Undo.
     */
    family: string;
    /**
     * The records have versions in other languages: the dialog offers Apply to these languages, which changes each chosen record's versions in the languages ticked (the list's own ticked first), each refused by row where it has none or the editor may not write it.
     */
    languages?: boolean;
    /**
     * The toolbar offers Delete to those who may delete the records: each chosen record goes to the bin as the list's delete sends one, with a preview, a report and one Undo that restores them all (POST /Bulk/{family}/Delete/Preview, POST /Bulk/{family}/Delete).
     */
    delete?: boolean;
    /**
     * The toolbar offers Restore chosen (the bin's own bulk change): each chosen entry is put back as the list's Restore puts one back, with a preview, a report and one Undo that sends them all back to the bin (POST /Bulk/{family}/Restore/Preview, POST /Bulk/{family}/Restore).
     */
    restore?: boolean;
    /**
     * What the records are in a sentence (blog posts); the search's noun when omitted.
     */
    noun?: string;
    /**
     * The toolbar's actions, in order: each sets one field of the family to a value the editor chooses from `options` or in the media library (`pick`), or to the fixed `value`. None for a family that is only deleted in bulk (`delete` is then required).
     *
     * @minItems 1
     */
    actions?: {
      /**
       * The field set (one the family offers: authorId, isActive, …).
       */
      set: string;
      /**
       * The action's button: Set author, Switch off.
       */
      label: string;
      /**
       * The field's name in the preview's words (Author); the label when omitted.
       */
      field?: string;
      options?: Options;
      /**
       * The value is chosen in the media library, as an image field chooses it (a featured image): the image's name is set.
       */
      pick?: 'image';
      /**
       * The value set, when the action chooses it itself (Switch off: false).
       */
      value?: boolean | number | string | null;
      /**
       * A Blueprint icon for the button.
       */
      icon?: string;
    }[];
  };
  empty?: string;
  /**
   * Fixed rows shown instead of loaded ones (/strings' languages).
   */
  rows?: {
    [k: string]: string | number | boolean | null;
  }[];
  /**
   * Buttons that open a modal form by its id: in the heading (for a new record, governed by add), or with row: true in each row's actions (governed by edit).
   */
  modals?: {
    label: string;
    screen: string;
    row?: boolean;
  }[];
  /**
   * Buttons in each row that make a call about the row (the bin's Restore), each with its notices; governed by delete.
   */
  rowCalls?: {
    label: string;
    call: CallSpec;
    success?: Notice;
    failure?: Notice;
  }[];
  readiness?: Readiness;
}
export interface CallSpec {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: {
    [k: string]: string | number | boolean;
  };
}
export interface Column {
  label: string;
  field: string;
  sortable?: boolean;
  format?: 'text' | 'shortText' | 'number' | 'rating' | 'date' | 'language' | 'publicUrl' | 'link' | 'permissionSummary' | 'choice' | 'coverage' | 'readiness';
  decimals?: number;
  /**
   * DD, MM, YYYY, HH and mm, separated by . / : - or a space
   */
  pattern?: string;
  /**
   * each code with its label
   *
   * @minItems 1
   */
  values?: {
    value: string | number;
    label: string;
  }[];
  /**
   * the record type as the family call names it: the first segment of its own calls (Review)
   */
  entity?: string;
  /**
   * the record's screen with {id} for the version's id (/review/{id})
   */
  to?: string;
  /**
   * the family of records, as the list's `readiness.family`
   */
  family?: string;
}
export interface Options {
  from: 'fixed' | 'routes' | 'reviews' | 'englishReviews' | 'countries' | 'authors' | 'call' | 'untranslatedEnglish';
  /**
   * leaves out the choices whose value is the `field` of a row this call answers (what is already saved)
   */
  except?: {
    call: CallSpec;
    field: string;
  };
  values?: {
    value: string | number;
    label: string;
  }[];
  valueField?: 'url' | 'urlTableId';
  dataTypeId?: number;
  call?: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    query?: {};
  };
  value?: string;
  label?: string;
  exclude?: string;
  where?: {
    [k: string]: string | number | boolean;
  };
  type?: string;
  names?: {
    method?: 'GET';
    path: string;
    query?: {};
  };
}
export interface Notice {
  message: string;
  /**
   * Milliseconds; 3000 when omitted.
   */
  duration?: number;
}
/**
 * Whether each record is fit to go live in its language: the server's family of records (a translation overview type: reviews, pages, academy, blog, news, ...) and its rules, each with a level and a message. The list shows a readiness column, the family's editor a panel of findings, and activating a record with a blocking finding is refused (docs/engine.md, "Readiness").
 */
export interface Readiness {
  /**
   * The family of records, as the translation overview names its types.
   */
  family: string;
  /**
   * @minItems 1
   */
  rules: ReadinessRule[];
}
export interface ReadinessRule {
  rule:
    | 'requiredField'
    | 'imageAlt'
    | 'linkTargetActive'
    | 'siteLinksActive'
    | 'staleAgainstEnglish'
    | 'faqAnswer'
    | 'shorterThanEnglish'
    | 'glossaryBreach'
    | 'neverReviewedSinceCopy'
    | 'fromMemoryUnchecked';
  /**
   * blocks refuses activation; warns and informs are told
   */
  level: 'blocks' | 'warns' | 'informs';
  /**
   * what the editor reads about the field
   */
  message: string;
  /**
   * @minItems 1
   */
  fields?: string[];
  field?: string;
  target?: string;
  owner?: string;
  ratio?: number;
}
export interface FormBody {
  /**
   * The heading of the screen (an h1), {record.x} filled in; "View …" for a role that cannot save.
   */
  title?: string;
  spec?: SpecReferences;
  /**
   * The title while the record is new, if different.
   */
  titleNew?: string;
  breadcrumb?: Breadcrumb;
  permission?: Permission;
  load?: {
    call: CallSpec;
    /**
     * first / last: an array answer, its first or last element; object: the answer itself.
     */
    pick?: 'first' | 'last' | 'object';
    /**
     * The route parameter holding the id. The record read by it decides the screen's language; -1 there means new (nothing is loaded) where the form can create. Required of a form on a route of its own that reads its record by the address and saves the screen's language into it.
     */
    idParam?: string;
    find?: {
      field: string;
      equals: string;
    };
    /**
     * Further calls made once the record is read, each answer put into the record under `field`: an array answer's first or last element with `pick`, and the fields named in `take` copied into the record itself.
     */
    with?: {
      field: string;
      call: CallSpec;
      pick?: 'first' | 'last';
      take?: string[];
    }[];
    /**
     * a record that is a list: the answer goes under this field; an empty list means new
     */
    into?: string;
  };
  /**
   * the sessionStorage key an earlier version kept this form's unsaved edits under (per language): a draft left there is taken over once into the draft journal
   */
  earlierDraftKey?: string;
  /**
   * The id field: present in the record means update (save.update, PUT), absent means create (save.create, POST).
   */
  idField: string;
  parts: FormParts;
  /**
   * Values always sent: "{language}" or literals.
   */
  fixed?: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * The calls that save: create and update, or steps run in order (calls, groups written by their storage, save hooks).
   */
  save: {
    create?: CallSpec;
    update?: CallSpec;
    steps?: SaveStep[];
  };
  notices: {
    success?: Notice;
    failure: Notice;
    successOnCreate?: Notice;
    loadFailure?: Notice;
  };
  /**
   * What follows a successful save: back (with backTo when the screen was opened directly), goTo, delay, reloadAfter; create for a record that was new.
   */
  after?: {
    back?: boolean;
    /**
     * Where going back leads when the screen was opened directly, with no earlier back-office page in this tab.
     */
    backTo?: string;
    reloadAfter?: number;
    /**
     * The page to open after a successful save; {record.x} is the saved record's (a new blog post goes on to /blog/edit/{record.blogId}, replacing the address it was created at).
     */
    goTo?: string;
    /**
     * Milliseconds to wait before going back or on (academy: 500).
     */
    delay?: number;
    /**
     * What follows instead when the saved record was new (a new lender goes on to the lenders list; an edited one reloads).
     */
    create?: {
      back?: boolean;
      backTo?: string;
      reloadAfter?: number;
      goTo?: string;
      delay?: number;
    };
  };
  warnWhenEmpty?: {
    call: CallSpec;
    message: string;
  };
  /**
   * Lists on the same screen, by descriptor id (blog settings' categories); { "screen": id, "showIf": condition } for one shown only while the condition holds.
   */
  embeds?: (
    | string
    | {
        screen: string;
        showIf: Condition;
      }
  )[];
  /**
   * Buttons that open another descriptor as a modal form (users' permissions), hidden while hideIf holds.
   */
  modals?: {
    label: string;
    screen: string;
    hideIf?: Condition;
  }[];
  /**
   * Text of the submit button; Save when omitted.
   */
  submitLabel?: string;
  /**
   * the submit button while the record is new (Create user); submitLabel, or Save, when omitted
   */
  submitLabelNew?: string;
  /**
   * A button beside Save that leaves the form the way a save would (after.backTo when the screen was opened directly): the academy guide's Close.
   */
  closeLabel?: string;
  /**
   * The record type of the audit log (the table, e.g. "authors"): the edit screen offers the record's history.
   */
  history?: string;
  entity: EntityName;
  /**
   * Cross-field rules checked before saving, in order; the first broken one stops the save with its message.
   */
  rules?: RuleUse[];
  header?: RecordHeader;
  /**
   * The readiness panel of the record's editor: the findings of its family's rules (declared on its list) for this record, each taking the editor to its field.
   */
  readiness?: {
    family: string;
  };
}
export interface GroupPart {
  kind: 'group';
  storage: 'settingsAttributes' | 'settingsAttributeList' | 'faqEntries' | 'serp' | 'reviewHighlights';
  name: string;
  label?: string;
  entity?: EntityName;
  rowLabel?: string;
  inline?: boolean;
  /**
   * The add button of a list group; "Add entry" when omitted.
   */
  addLabel?: string;
  dataTypeId?: number | (1 | 9 | 51);
  count?: number;
  /**
   * the language the attributes are kept in, whatever the current one
   */
  languageId?: number;
  /**
   * @minItems 1
   */
  items: {
    options?: Options;
    /**
     * how the date is shown and typed
     */
    dateFormat?: 'DD.MM.YYYY' | 'DD/MM/YYYY';
    /**
     * the text of the button that opens the gallery
     */
    buttonLabel?: string;
    /**
     * what a chosen image puts into the field: its name (the default, a featured image) or its address ('url', an image typed as an address until now)
     */
    store?: 'name' | 'url';
    /**
     * the field the address is proposed from, e.g. "from": "name"
     */
    from?: string;
    /**
     * the rows of the grid, grouped: [{ "label": "Content", "rows": [{ "dataType": "NewsFeed", "label": "News feed" }] }]
     *
     * @minItems 1
     */
    groups?: {
      label: string;
      /**
       * @minItems 1
       */
      rows: {
        dataType:
          | 'Review'
          | 'Academy'
          | 'Cashbacks'
          | 'Settings Links'
          | 'NewsFeed'
          | 'Pages'
          | 'Settings Routes'
          | 'Settings Footer'
          | 'Settings Home'
          | 'Settings About'
          | 'Settings News'
          | 'Settings Bonus'
          | 'Settings Academy'
          | 'Settings Reviews'
          | 'Settings Navigation'
          | 'Blog'
          | 'Settings Blog'
          | 'Settings'
          | 'Media'
          | 'Settings Users'
          | 'Settings Testimonials'
          | 'Settings Screens';
        label: string;
      }[];
    }[];
    name?: string;
    /**
     * what the form shows beside the field; never empty
     */
    label: string;
    widget: Widget;
    rows?: number;
    settingsDataTypeId?: number;
    /**
     * Set when the descriptor is loaded: the field's property in its entity schema.
     */
    bound?: EntityProperty;
  }[];
  list?: CallSpec;
  save?: CallSpec;
  replace?: {
    delete: CallSpec;
  };
  tableField?: string;
}
export interface StaticPart {
  kind: 'group' | 'note' | 'translationOf';
  showIf?: Condition;
  text?: string;
  title?: string;
  /**
   * the callout's colour; primary when omitted
   */
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
  entity?: string;
  dataType?: string;
  idParam?: string;
  english?: {
    call: {
      method?: 'GET';
      path: string;
      query?: {};
    };
    value: string;
    label: string;
  };
}
export interface Section {
  /**
   * The section's heading.
   */
  section: string;
  parts: FormParts;
  showIf?: Condition;
  /**
   * The section's fields side by side on one line.
   */
  inline?: boolean;
  entity?: EntityName;
  /**
   * where a top-level section sits: in the form's column (main, the default) or in the panel beside it on wide screens (side: a record's status, author, SEO), which falls back into the column on narrow ones
   */
  place?: 'main' | 'side';
}
export interface Field {
  options?: Options;
  /**
   * how the date is shown and typed
   */
  dateFormat?: 'DD.MM.YYYY' | 'DD/MM/YYYY';
  /**
   * the text of the button that opens the gallery
   */
  buttonLabel?: string;
  /**
   * what a chosen image puts into the field: its name (the default, a featured image) or its address ('url', an image typed as an address until now)
   */
  store?: 'name' | 'url';
  /**
   * the field the address is proposed from, e.g. "from": "name"
   */
  from?: string;
  /**
   * the rows of the grid, grouped: [{ "label": "Content", "rows": [{ "dataType": "NewsFeed", "label": "News feed" }] }]
   *
   * @minItems 1
   */
  groups?: {
    label: string;
    /**
     * @minItems 1
     */
    rows: {
      dataType:
        | 'Review'
        | 'Academy'
        | 'Cashbacks'
        | 'Settings Links'
        | 'NewsFeed'
        | 'Pages'
        | 'Settings Routes'
        | 'Settings Footer'
        | 'Settings Home'
        | 'Settings About'
        | 'Settings News'
        | 'Settings Bonus'
        | 'Settings Academy'
        | 'Settings Reviews'
        | 'Settings Navigation'
        | 'Blog'
        | 'Settings Blog'
        | 'Settings'
        | 'Media'
        | 'Settings Users'
        | 'Settings Testimonials'
        | 'Settings Screens';
      label: string;
    }[];
  }[];
  /**
   * The record's field: a property of the form's entity (or of its section's).
   */
  name: string;
  /**
   * what the form shows beside the field; never empty
   */
  label: string;
  widget: Widget;
  /**
   * The value a new record starts with.
   */
  default?: {
    [k: string]: any;
  };
  /**
   * Registered conversions, applied in order when saving and undone in reverse when loading.
   */
  convert?: Conversion[];
  /**
   * Required, with this message when empty.
   */
  required?: string;
  requiredIf?: Condition;
  pattern?: {
    regex: string;
    message: string;
    duration?: number;
  };
  showIf?: Condition;
  readOnlyIf?: Condition;
  /**
   * A line of help under the field.
   */
  help?: string;
  /**
   * The height of a multi-line text, in lines.
   */
  rows?: number;
  /**
   * Kept in the body but never shown.
   */
  hidden?: boolean;
  /**
   * When the user changes this field: copyLabelTo puts the chosen option's label into another field; clear empties the fields whose choices depend on this one.
   */
  onChange?: {
    copyLabelTo?: string;
    clear?: string[];
  };
  nullIf?: Condition;
  computed?: ComputedValue;
  /**
   * A number's minimum and maximum read from another record, loaded once per form: the record `from` answers (its first element if a list), of `entity`, whose `min` and `max` fields bound the value.
   */
  limits?: {
    from: CallSpec;
    entity: EntityName;
    min?: string;
    max?: string;
    /**
     * Shown when the value is out of range; 'Must be between {min} and {max}' when omitted.
     */
    message?: string;
  };
  /**
   * Set when the descriptor is loaded: the field's property in its entity schema.
   */
  bound?: EntityProperty;
}
export interface ComputedValue {
  compute: 'meanRoundedToHalf';
  /**
   * @minItems 1
   */
  of: string[];
}
export interface HookStep {
  hook: 'send' | 'makeRoute' | 'createReview' | 'linkToEnglish' | 'memoryChecks';
  pass?: {
    [k: string]: string;
  };
  if?: Condition;
  call?: CallSpec;
  body?: {
    [k: string]: string;
  };
  numbers?: string[];
  field?: string;
  dataTypeId?: number;
  tableId?: string;
  name?: string;
  platform?: string;
  entity?: string;
  id?: string;
  english?: string;
}
export interface GroupStep {
  /**
   * The name of a group of the form whose storage writes its entries.
   */
  saveGroup: string;
  /**
   * Which answer fields go into the record for the following steps.
   */
  pass?: {
    [k: string]: string;
  };
  if?: Condition;
}
export interface CallStep {
  call: CallSpec;
  /**
   * Which answer fields go into the record for the following steps.
   */
  pass?: {
    [k: string]: string;
  };
  /**
   * The body: the record (the default), only some fields of it, or one field of it (a list: `each` sets these values, templates over the step's record, in every element).
   */
  body?:
    | 'record'
    | {
        fields: string[];
      }
    | {
        field: string;
        each?: {
          [k: string]: string;
        };
      };
  if?: Condition;
}
export interface RuleUse {
  rule: 'notMoreThan' | 'notBoth' | 'allRequired';
  message: string;
  duration?: number;
  if?: Condition;
  field?: string;
  than?: string;
  /**
   * @minItems 2
   */
  fields?: string[];
  fieldMessage?: string;
}
/**
 * What the screen's header shows of the record: `name`, the field that names it (shown with its language tag), and `show`, some of its values ('Updated on', the public URL).
 */
export interface RecordHeader {
  name?: string;
  /**
   * @minItems 1
   */
  show?: HeaderEntry[];
}
export interface HeaderEntry {
  label: string;
  field: string;
  /**
   * Shown in place of label and value when the record has none ('Not updated yet').
   */
  empty?: string;
  format?: 'text' | 'shortText' | 'number' | 'rating' | 'date' | 'language' | 'publicUrl' | 'link' | 'permissionSummary' | 'choice' | 'coverage' | 'readiness';
  decimals?: number;
  /**
   * DD, MM, YYYY, HH and mm, separated by . / : - or a space
   */
  pattern?: string;
  /**
   * each code with its label
   *
   * @minItems 1
   */
  values?: {
    value: string | number;
    label: string;
  }[];
  /**
   * the record type as the family call names it: the first segment of its own calls (Review)
   */
  entity?: string;
  /**
   * the record's screen with {id} for the version's id (/review/{id})
   */
  to?: string;
  /**
   * the family of records, as the list's `readiness.family`
   */
  family?: string;
}
export interface TabsScreen {
  kind: 'tabs';
  route: Route;
  title: string;
  spec?: SpecReferences;
  /**
   * The title while the record is new (the route's idParam is -1).
   */
  titleNew?: string;
  /**
   * The route parameter holding the record's id; -1 there means new: the header reads nothing, the title is titleNew, and only the first tab opens until the record is saved.
   */
  idParam?: string;
  /**
   * together: the tabs are one record. Every tab stays open with its edits when another is chosen (no question asked), and one Save under the tabs (and Ctrl+S) saves the tabs that changed, one after the other in the tabs' order, each with its own calls and notices; a failure stops there and leaves the other tabs' edits in place.
   */
  saves?: 'together';
  breadcrumb?: Breadcrumb;
  permission?: Permission;
  /**
   * The tabs, each naming the screen (a form) it shows by id.
   *
   * @minItems 1
   */
  tabs: {
    id: string;
    title: string;
    screen: string;
  }[];
  /**
   * Loads the record once per tab change and shows it above the tabs as a form's header does (name, 'Updated on', the public URL); {record.x} in the title and the breadcrumb is filled from it.
   */
  header?: {
    load: CallSpec;
    name?: string;
    /**
     * @minItems 1
     */
    show?: HeaderEntry[];
  };
}
/**
 * Several lists on one route (/cashback: offers and campaigns), named by id and drawn in order under the screen's one h1, each with its own heading (h2), Add dialog, Edit and Delete.
 */
export interface ListsScreen {
  kind: 'lists';
  route: Route;
  title: string;
  spec?: SpecReferences;
  breadcrumb?: Breadcrumb;
  permission?: Permission;
  /**
   * The ids of list descriptors.
   *
   * @minItems 2
   */
  lists: string[];
}
export interface CustomScreen {
  kind: 'custom';
  route?: Route;
  id?: string;
  title: string;
  spec?: SpecReferences;
  breadcrumb?: Breadcrumb;
  permission?: Permission;
  component: Bespoke;
  props: {
    /**
     * @minItems 1
     */
    folders?: string[];
    /**
     * @minItems 1
     */
    secondaryFolders?: string[];
    /**
     * @minItems 1
     */
    foldersWithoutSecondary?: string[];
    /**
     * @minItems 1
     */
    pageSizes?: number[];
    defaultPageSize?: number;
    notices?: {
      uploaded?: Notice;
      saved?: Notice;
      saveFailed?: Notice;
      deletedOne?: Notice;
      deletedMany?: Notice;
      copied?: Notice;
      captionCopied?: Notice;
      waitForUpload?: Notice;
      listFailed?: Notice;
      deleteFailed?: Notice;
      success?: {
        message: string;
        duration?: number;
      };
      failure?: {
        message: string;
        duration?: number;
      };
    };
    types?: {
      value: string;
      label: string;
      edit?: string;
      create?: string;
    }[];
    entity?: string;
    form?: string;
    recordRoute?: string;
    settings?: {
      value: string;
      to: string;
    }[];
    editRoute?: string;
  };
}
export interface StudioScreen {
  kind: 'studioScreen';
  route: Route;
  title: string;
  breadcrumb?: Breadcrumb;
  permission?: Permission;
  spec?: SpecReferences;
}
