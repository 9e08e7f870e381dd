import classNames from 'classnames';
import { createElement, forwardRef, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { TEXT_OVERFLOW_ELLIPSIS } from '@blueprintjs/core/lib/esm/common/classes';
import { mergeRefs } from '@blueprintjs/core/lib/esm/common/refs';

/** Blueprint's `TextProps`, as its components pass them. */
interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  children?: ReactNode;
  tagName?: keyof React.JSX.IntrinsicElements;
  title?: string;
  className?: string;
  ellipsize?: boolean;
}

/**
 * Blueprint's `Text` (every Button with a text, Tag and MenuItem draws one), with the same elements and attributes.
 * Blueprint's sets its state once mounted, to title a cut text with its whole content; it does so for every text,
 * cut or not, so each button of a screen was drawn a second time as the screen opened. Here a text that is never cut
 * (`ellipsize` off) keeps no state; one that may be cut is Blueprint's own logic.
 */
export const Text = forwardRef<HTMLElement, TextProps>(({ children, tagName = 'div', title, className, ellipsize = false, ...htmlProps }, ref) =>
  ellipsize ? (
    <EllipsizedText tagName={tagName} title={title} className={className} forwardedRef={ref} {...htmlProps}>
      {children}
    </EllipsizedText>
  ) : (
    createElement(tagName, { ...htmlProps, className: classNames(className), ref, title }, children)
  ),
);
Text.displayName = 'Blueprint6.Text';

function EllipsizedText({ children, tagName, title, className, forwardedRef, ...htmlProps }: Omit<TextProps, 'ellipsize'> & { forwardedRef: Ref<HTMLElement> }) {
  const measured = useRef<HTMLElement>(null);
  const ref = useMemo(() => mergeRefs(measured, forwardedRef), [forwardedRef]);
  const [whole, setWhole] = useState<string | undefined>(undefined);
  // Querying scrollWidth makes the browser lay the page out: only when the text or its content changed.
  useLayoutEffect(() => {
    const el = measured.current;
    if (el?.textContent != null) setWhole(el.scrollWidth > el.clientWidth ? el.textContent : undefined);
  }, [children]);
  return createElement(tagName!, { ...htmlProps, className: classNames(TEXT_OVERFLOW_ELLIPSIS, className), ref, title: title ?? whole }, children);
}
