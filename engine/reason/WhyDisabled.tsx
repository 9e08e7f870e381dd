import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import './why-disabled.css';

// Blueprint's Tooltip brings its popover code: it loads the first time a control is disabled for a reason, so a
// screen where everything is allowed never fetches it. Until then the reason is already the wrapper's description.
const ReasonTooltip = lazy(() => import('./ReasonTooltip'));

/**
 * A control disabled for a reason says it (the house rule: "a disabled control says why, on hover and on focus"). A
 * disabled button takes neither the pointer nor the focus, so it is wrapped in a focusable element that does and that
 * carries the reason as its description for a screen reader; the tooltip shows it on hover and on keyboard focus.
 * Without a reason (the control is enabled, or disabled only for a moment, while saving) it is drawn as it is.
 */
export function WhyDisabled({ reason, children }: { reason?: string | null; children: ReactNode }) {
  const id = useId();
  // Whether the pointer or the focus is on the wrapper while the tooltip's code is still on its way: the tooltip
  // replaces the wrapper when it arrives, and a pointer already inside would never "enter" it, so it opens at once.
  const engaged = useRef(false);
  if (!reason) return <>{children}</>;
  const target = (engage: boolean) => (
    <span
      className="engine-why-disabled"
      tabIndex={0}
      aria-describedby={id}
      {...(engage && {
        onPointerEnter: () => (engaged.current = true),
        onPointerLeave: () => (engaged.current = false),
        onFocus: () => (engaged.current = true),
        onBlur: () => (engaged.current = false),
      })}
    >
      {children}
      <span id={id} className="engine-why-disabled-text">
        {reason}
      </span>
    </span>
  );
  return (
    <Suspense fallback={target(true)}>
      <ReasonTooltip reason={reason} engaged={engaged}>
        {target(false)}
      </ReasonTooltip>
    </Suspense>
  );
}
