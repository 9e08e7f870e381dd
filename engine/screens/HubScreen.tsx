import { useEffect } from 'react';
import { Card, H3 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { HubScreen as HubDescriptor } from '../descriptor/types';

/** A page of tiles leading to other screens (settings home, tools hub). */
export default function HubScreen({ descriptor }: { descriptor: HubDescriptor }) {
  const navigate = useNavigate();
  useEffect(() => descriptor.clearsStorage?.forEach((key) => sessionStorage.removeItem(key)), [descriptor]);
  return (
    <div>
      <H3>{descriptor.title}</H3>
      <div className="engine-tiles">
        {descriptor.tiles.map((tile) => (
          <Card key={tile.to} interactive onClick={() => navigate(tile.to)} className="engine-tile">
            {tile.label}
          </Card>
        ))}
      </div>
    </div>
  );
}
