import { defineScreenComponents } from '../../../screens/screen-code';

/** The core screen kinds' components (./screen-kinds.ts), each loaded when a screen of its kind opens. */
export const coreScreens = defineScreenComponents({
  hub: () => import('../../../screens/HubScreen'),
  'tiles-log': () => import('../../../screens/TilesLogScreen'),
  list: () => import('../../../screens/ListScreen'),
  form: () => import('../../../screens/FormScreen'),
  tabs: () => import('../../../screens/TabsScreen'),
  lists: () => import('../../../screens/ListsScreen'),
  custom: () => import('../../../screens/BespokeScreen'),
});
