import type { WidgetLoader } from '../../../theme/widgets/widget-code';

/**
 * The core field kinds whose code brings a popover and a query list (@blueprintjs/select, @floating-ui), or the
 * permission grid: loaded by the forms that draw them, started as the screen opens (engine/screens/preload.ts).
 */
export const coreLazyWidgets = {
  multiselect: () => import('../../../theme/widgets/MultiSelectWidget'),
  route: () => import('../../../theme/widgets/RouteWidget'),
  platform: () => import('../../../theme/widgets/PlatformWidget'),
  permissions: () => import('../../../theme/widgets/PermissionsWidget'),
} satisfies Record<string, WidgetLoader>;
