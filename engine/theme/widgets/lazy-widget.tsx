import { lazy, Suspense, type ComponentType } from 'react';
import { InputGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { loadWidget, loadedWidget, type LazyWidgetKind } from './lazy-modules';

/**
 * A field kind whose code loads on first use (lazy-modules.ts). Its code is usually here before the form draws, since
 * the screen started it on opening; if not, a disabled box of the field's size stands in for the moment.
 */
export function lazyWidget(kind: LazyWidgetKind): ComponentType<WidgetProps<any, any, any>> {
  const Lazy = lazy(() => loadWidget(kind));
  function LazyWidget(props: WidgetProps<any, any, any>) {
    const Loaded = loadedWidget(kind);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<InputGroup id={props.id} disabled aria-label={props.label} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyWidget.displayName = `LazyWidget(${kind})`;
  return LazyWidget;
}
