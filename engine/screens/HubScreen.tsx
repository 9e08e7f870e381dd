import { useEffect } from 'react';
import { Classes } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { HubScreen as HubDescriptor } from '../model/descriptor';
import { ScreenFrame } from './frame/ScreenFrame';

const TILE = `${Classes.CARD} ${Classes.INTERACTIVE} ${Classes.ELEVATION_0} engine-tile`;

/** A page of tiles leading to other screens (settings home, tools hub); each tile is a link. */
export default function HubScreen({ descriptor }: { descriptor: HubDescriptor }) {
  const navigate = useNavigate();
  useEffect(() => descriptor.clearsStorage?.forEach((key) => sessionStorage.removeItem(key)), [descriptor]);
  return (
    <ScreenFrame title={descriptor.title} breadcrumb={descriptor.breadcrumb}>
      <nav className="engine-tiles" aria-label={descriptor.title}>
        {descriptor.tiles.map((tile) => (
          <a
            key={tile.to}
            href={tile.to}
            className={TILE}
            onClick={(e) => {
              e.preventDefault();
              navigate(tile.to);
            }}
          >
            {tile.label}
          </a>
        ))}
      </nav>
    </ScreenFrame>
  );
}
