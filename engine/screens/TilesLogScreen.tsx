import { Card, H3 } from '@blueprintjs/core';
import type { TilesLogScreen as TilesLogDescriptor } from '../descriptor/types';

/** Tiles whose choice is only logged (/locals, second document). */
export default function TilesLogScreen({ descriptor }: { descriptor: TilesLogDescriptor }) {
  return (
    <div>
      <H3>{descriptor.title}</H3>
      <div className="engine-tiles">
        {descriptor.tiles.map((tile) => (
          <Card key={tile.value} interactive className="engine-tile" onClick={() => console.info('locale chosen:', tile.value)}>
            {tile.label}
          </Card>
        ))}
      </div>
    </div>
  );
}
