import type { ScreenDescriptor } from '../model/descriptor';
import { widgetsOf } from '../descriptor/widget-kinds';
import { isLazyWidget, loadWidget } from '../theme/widgets/lazy-modules';


/** Starts loading the code of the field kinds a form draws that load on first use, alongside the form's own. */
export function preloadWidgets(descriptor: ScreenDescriptor): void {
  if (descriptor.kind !== 'form' && descriptor.kind !== 'modal-form') return;
  for (const kind of widgetsOf(descriptor, new Set())) if (isLazyWidget(kind)) loadWidget(kind).catch(() => undefined);
}
