/**
 * A click on a link inside a detached screen: a link to another address of the app or elsewhere opens in a new tab
 * (true: the click is taken); a jump within the page (#section) and a link that opens a tab already are left alone.
 */
export function openInNewTab(event: Event, open: (href: string) => void = (href) => void window.open(href, '_blank', 'noopener')): boolean {
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor) return false;
  const href = anchor.getAttribute('href') ?? '';
  if (href.startsWith('#') || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  open(anchor.href);
  return true;
}
