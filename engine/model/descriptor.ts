/**
 * The screen descriptor format. A screen is data: one JSON file in screens/<area>/ with a `kind`, checked against
 * schemas/screen-descriptor.json (its lists of names filled from the registry) when it is loaded. The types are
 * written from that schema (descriptor.generated.ts, `npm run descriptor:write`), so the kinds and pieces the packs
 * register are part of them; this file names the parts the engine speaks of that the schema leaves unnamed.
 */
import type { Field, FormBody, GroupPart, ListScreen, Permission, ScreenDescriptor, TabsScreen } from './descriptor.generated';

export type * from './descriptor.generated';

export type ScreenKind = ScreenDescriptor['kind'];

/** add and save: disabled for read and none; edit: labelled View for read, hidden for none; delete: admin only. */
export type Control = NonNullable<Permission['governs']>[number];

/** What a list states, on its own screen or held by another (its title and permission are the screen's). */
export type ListBody = Omit<ListScreen, 'kind' | 'route' | 'id'>;
export type ListDelete = NonNullable<ListBody['delete']>;
export type RowCall = NonNullable<ListBody['rowCalls']>[number];

/** One item of a group's row: a field of each entry. */
export type GroupItem = GroupPart['items'][number];

/** Where a number field's limits come from (a page's comparison box: the language's comparison settings). */
export type Limits = NonNullable<Field['limits']>;

/** What follows a successful save. */
export type After = NonNullable<FormBody['after']>;

/** A screen drawn under a form: its id, or its id with the condition under which it is shown. */
export type Embed = NonNullable<FormBody['embeds']>[number];

/** What a tabbed screen's header loads and shows. */
export type TabsHeader = NonNullable<TabsScreen['header']>;
