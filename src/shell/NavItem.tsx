import { Classes, Icon, type IconName } from '@blueprintjs/core';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

export interface NavItemProps {
  text: string;
  icon?: IconName;
  href: string;
  active?: boolean;
  className?: string;
  /** What the item's right side shows (the settings fold's chevron). */
  label?: ReactNode;
  onClick(event: MouseEvent): void;
  'aria-current'?: 'page';
  'aria-expanded'?: boolean;
}

// A link item has no use for the popover machinery: Space follows the link as Enter does, as in a Blueprint menu.
function spaceClicks(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * One link of the side navigation in Blueprint's menu-item markup. Not Blueprint's MenuItem: that one carries a
 * submenu popover (@floating-ui, about 20 kB gzipped) into every screen's first load, for links that have none.
 */
export function NavItem({ text, icon, href, active, className, label, onClick, ...aria }: NavItemProps) {
  const classes = [Classes.MENU_ITEM, active && Classes.ACTIVE, className].filter(Boolean).join(' ');
  return (
    <li>
      <a className={classes} href={href} tabIndex={0} onClick={onClick} onKeyDown={spaceClicks} {...aria}>
        {icon && (
          <span className={Classes.MENU_ITEM_ICON} aria-hidden>
            <Icon icon={icon} tabIndex={-1} />
          </span>
        )}
        <div className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{text}</div>
        {label && <span className={Classes.MENU_ITEM_LABEL}>{label}</span>}
      </a>
    </li>
  );
}
