import type { ScreenDescriptor } from '../model/descriptor';
import { formsOf } from '../descriptor/held';
import { widgetsOf } from '../descriptor/widget-kinds';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import { isLazyWidget, loadWidget } from '../theme/widgets/lazy-modules';

/** Starts loading the code of the field kinds the forms a screen holds draw that load on first use, alongside the screen's own. */
export function preloadWidgets(descriptor: ScreenDescriptor, registry: AnyRegistry = appRegistry): void {
  const forms = formsOf(descriptor, registry).map(({ body }) => body);
  for (const kind of widgetsOf(forms, new Set())) if (isLazyWidget(kind)) loadWidget(kind).catch(() => undefined);
}
