import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import './why-disabled.css';

// Blueprint's Tooltip brings its popover code: it loads the first time a reason is shown, so a screen where
// everything is allowed, or where no one points at a greyed control, never fetches it.
const ReasonTooltip = lazy(() => import('./ReasonTooltip'));

/**
 * A control disabled for a reason says it (the house rule: "a disabled control says why, on hover and on focus"). A
 * disabled button takes neither the pointer nor the focus, so it is wrapped in a focusable element that does and that
 * carries the reason as its description for a screen reader; the tooltip shows it on hover and on keyboard focus.
 * Without a reason (the control is enabled, or disabled only for a moment, while saving) it is drawn as it is.
 *
 * The wrapper is drawn here and never replaced, and it holds whether the pointer or the focus is on it: the tooltip
 * is only told to open. When the tooltip owned the wrapper, its code arriving or a redraw swapped the element under a
 * pointer that was already inside, and a pointer that never "enters" again never opened the reason.
 */
export function WhyDisabled({ reason, children }: { reason?: string | null; children: ReactNode }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  if (!reason) return <>{children}</>;
  const open = hovered || focused;
  return (
    <span
      className="engine-why-disabled"
      tabIndex={0}
      aria-describedby={id}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {children}
      <span id={id} className="engine-why-disabled-text">
        {reason}
      </span>
      {open && (
        <Suspense fallback={null}>
          <ReasonTooltip reason={reason} />
        </Suspense>
      )}
    </span>
  );
}
