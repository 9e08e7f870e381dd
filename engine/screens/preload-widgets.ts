import type { ScreenDescriptor } from '../model/descriptor';
import { isLazyWidget, loadWidget } from '../theme/widgets/lazy-modules';

/** Every field kind a descriptor names, in its fields and in its groups' items. */
function widgetsOf(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => widgetsOf(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'widget' && typeof value === 'string') into.add(value);
      else widgetsOf(value, into);
    }
  }
  return into;
}

/** Starts loading the code of the field kinds a form draws that load on first use, alongside the form's own. */
export function preloadWidgets(descriptor: ScreenDescriptor): void {
  if (descriptor.kind !== 'form' && descriptor.kind !== 'modal-form') return;
  for (const kind of widgetsOf(descriptor, new Set())) if (isLazyWidget(kind)) loadWidget(kind).catch(() => undefined);
}
