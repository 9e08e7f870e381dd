import type { CallSpec, FormBody, ListBody } from '../../../model/descriptor';
import { defineScreenKind, type AnyRegistry, type Held, type TabOf } from '../../define';
import { exportedColumnsIn } from '../../list-export-in';
import { bulkChangesIn } from '../../list-bulk-in';
import { FORM_SHOWN, formLines, LIST_SHOWN, listLines } from '../../../descriptor/summary-lines';

type Row = Record<string, any>;
/** A kind that is itself one form or one list holds the descriptor itself. */
const itself = <T>(d: Row): Held<T>[] => [{ at: '', body: d as T }];
const tabsOf = (d: Row) => (d.tabs as TabOf[]) ?? [];

// Each kind's part of a screen's summary (engine/descriptor/summary.ts).
const tilesSummary = { shows: ['tiles'], lines: (d: Row) => (d.tiles as Row[]).map((t) => `  tile ${t.label} → ${'to' in t ? t.to : t.value}`) };
const formSummary = { shows: FORM_SHOWN, lines: (d: Row) => formLines(d as FormBody) };
const listSummary = { shows: LIST_SHOWN, lines: (d: Row, registry: AnyRegistry) => listLines(d as ListBody & { title: string }, registry) };
const tabsSummary = {
  shows: ['tabs', 'saves'],
  lines: (d: Row) => [
    ...(d.tabs as (TabOf & { title: string })[]).map((t) => `  tab ${t.title} (${t.id}) → ${t.screen}`),
    ...(d.saves ? [`saves: ${d.saves} (one Save for the changed tabs, in order)`] : []),
  ],
};

/** The core screen kinds; `schema` names their definition in schemas/screen-descriptor.json. */
export const screenKinds = {
  hub: defineScreenKind({ description: 'tiles leading to other screens', schema: 'hub', summary: tilesSummary }),
  'tiles-log': defineScreenKind({ description: 'tiles whose choice is only remembered', schema: 'tilesLog', summary: tilesSummary }),
  list: defineScreenKind({
    description: 'a table of records, exported as CSV or XLSX as it is shown (its `export`), changed many at once where it declares `bulk`',
    schema: 'list',
    lists: itself<ListBody>,
    exports: (d, registry) => exportedColumnsIn(d as ListBody, registry),
    bulk: (d) => bulkChangesIn(d as ListBody),
    summary: listSummary,
  }),
  form: defineScreenKind({ description: 'a record edited on its own route', schema: 'form', forms: itself<FormBody>, summary: formSummary }),
  'modal-form': defineScreenKind({
    description: 'a record edited in a dialog',
    schema: 'modalForm',
    forms: itself<FormBody>,
    dialog: true,
    // Drawn when its opener asks, never as a route opens.
    opens: { formsOpenLater: true },
    summary: formSummary,
  }),
  tabs: defineScreenKind({
    description: 'screens under tabs, the open tab kept in the address',
    schema: 'tabs',
    calls: (d) => (d.header?.load ? [d.header.load as CallSpec] : []),
    within: (d) => tabsOf(d).map((t) => t.screen),
    opens: {
      tabs: tabsOf,
      // The header's record, by the route's id (none while it is -1, a record being added).
      reads: (d) => (d.header?.load ? [{ call: d.header.load as CallSpec, idParam: d.idParam as string | undefined }] : []),
    },
    summary: tabsSummary,
  }),
  lists: defineScreenKind({
    description: 'several lists on one route, named by id and drawn in order, each under its own heading with its own Add dialog',
    schema: 'lists',
    within: (d) => (d.lists as string[]) ?? [],
    withinKinds: ['list'],
    opens: { screens: (d) => (d.lists as string[]) ?? [] },
    summary: { shows: ['lists'], lines: (d) => ((d.lists as string[]) ?? []).map((id) => `  list → ${id}`) },
  }),
  custom: defineScreenKind({
    description: 'a bespoke component registered by name (`component`)',
    schema: 'custom',
    // The bespoke component states the calls it may make.
    calls: (d, registry) => registry.screenKinds[d.component]?.calls?.(d, registry) ?? [],
    summary: { shows: [], lines: () => [] },
  }),
};
