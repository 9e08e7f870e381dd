import type { CallSpec, FormBody, ListBody } from '../../../model/descriptor';
import { defineScreenKind, type Held } from '../../define';

type Row = Record<string, any>;
/** A kind that is itself one form or one list holds the descriptor itself. */
const itself = <T>(d: Row): Held<T>[] => [{ at: '', body: d as T }];

/** The core screen kinds; `schema` names their definition in schemas/screen-descriptor.json. */
export const screenKinds = {
  hub: defineScreenKind({ description: 'tiles leading to other screens', schema: 'hub' }),
  'tiles-log': defineScreenKind({ description: 'tiles whose choice is only remembered', schema: 'tilesLog' }),
  list: defineScreenKind({ description: 'a table of records', schema: 'list', lists: itself<ListBody> }),
  form: defineScreenKind({ description: 'a record edited on its own route', schema: 'form', forms: itself<FormBody> }),
  'modal-form': defineScreenKind({ description: 'a record edited in a dialog', schema: 'modalForm', forms: itself<FormBody> }),
  tabs: defineScreenKind({
    description: 'screens under tabs, the open tab kept in the address',
    schema: 'tabs',
    calls: (d) => (d.header?.load ? [d.header.load as CallSpec] : []),
    within: (d) => ((d.tabs as { screen: string }[]) ?? []).map((t) => t.screen),
  }),
  lists: defineScreenKind({
    description: 'several lists on one route, named by id and drawn in order, each under its own heading with its own Add dialog',
    schema: 'lists',
    within: (d) => (d.lists as string[]) ?? [],
    withinKinds: ['list'],
  }),
  custom: defineScreenKind({
    description: 'a bespoke component registered by name (`component`)',
    schema: 'custom',
    // The bespoke component states the calls it may make.
    calls: (d, registry) => registry.screenKinds[d.component]?.calls?.(d, registry) ?? [],
  }),
};
