import { defineScreenKind } from '../../define';

/** The core screen kinds; `schema` names their definition in schemas/screen-descriptor.json. */
export const screenKinds = {
  hub: defineScreenKind({ description: 'tiles leading to other screens', schema: 'hub' }),
  'tiles-log': defineScreenKind({ description: 'tiles whose choice is only remembered', schema: 'tilesLog' }),
  list: defineScreenKind({ description: 'a table of records', schema: 'list' }),
  form: defineScreenKind({ description: 'a record edited on its own route', schema: 'form' }),
  'modal-form': defineScreenKind({ description: 'a record edited in a dialog', schema: 'modalForm' }),
  tabs: defineScreenKind({ description: 'screens under tabs, the open tab kept in the address', schema: 'tabs' }),
  lists: defineScreenKind({
    description: 'several lists on one route, named by id and drawn in order, each under its own heading with its own Add dialog',
    schema: 'lists',
    within: (d) => (d.lists as string[]) ?? [],
    withinKinds: ['list'],
  }),
  custom: defineScreenKind({ description: 'a bespoke component registered by name (`component`)', schema: 'custom' }),
};
