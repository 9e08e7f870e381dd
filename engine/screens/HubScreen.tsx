import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { HubScreen as HubDescriptor } from '../model/descriptor';
import { ScreenFrame } from './frame/ScreenFrame';
import './hub.css';

const TILE = `${Classes.CARD} ${Classes.INTERACTIVE} ${Classes.ELEVATION_0} engine-tile-card`;

/**
 * A page of tiles leading to other screens (settings home, tools hub); each tile is a Blueprint card that is a link
 * (middle-click and copy work, Tab reaches it), with its icon and a line saying what the screen holds where the
 * descriptor gives them.
 */
export default function HubScreen({ descriptor }: { descriptor: HubDescriptor }) {
  const navigate = useNavigate();
  const described = descriptor.tiles.some((tile) => tile.description);
  return (
    <ScreenFrame title={descriptor.title} breadcrumb={descriptor.breadcrumb}>
      <nav className={['engine-tiles', described && 'engine-tiles--described'].filter(Boolean).join(' ')} aria-label={descriptor.title}>
        {descriptor.tiles.map((tile) => (
          <a
            key={tile.to}
            href={tile.to}
            className={TILE}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              navigate(tile.to);
            }}
          >
            {tile.icon && <Icon icon={tile.icon as IconName} size={20} className="engine-tile-icon" aria-hidden />}
            <span className="engine-tile-text">
              <span className="engine-tile">{tile.label}</span>
              {tile.description && <span className="engine-tile-description">{tile.description}</span>}
            </span>
          </a>
        ))}
      </nav>
    </ScreenFrame>
  );
}
