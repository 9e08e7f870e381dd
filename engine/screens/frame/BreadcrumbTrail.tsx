import { Breadcrumb, Classes, type BreadcrumbProps } from '@blueprintjs/core';

/**
 * The breadcrumbs: Blueprint's Breadcrumb items in its breadcrumbs list, the last one the current page. Not its
 * Breadcrumbs component: that draws an OverflowList, whose measuring <div> inside the <ol> is no list item (axe:
 * list), and a screen's way is short enough never to need folding.
 */
export function BreadcrumbTrail({ items }: { items: BreadcrumbProps[] }) {
  return (
    <nav aria-label="Breadcrumb" className="engine-breadcrumb">
      <ol className={Classes.BREADCRUMBS}>
        {items.map((item, i) => (
          <li key={i} aria-current={i === items.length - 1 ? 'page' : undefined}>
            <Breadcrumb {...item} current={i === items.length - 1} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
