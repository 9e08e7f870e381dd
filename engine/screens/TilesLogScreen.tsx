import { Classes } from '@blueprintjs/core';
import type { TilesLogScreen as TilesLogDescriptor } from '../model/descriptor';
import { ScreenFrame } from './frame/ScreenFrame';

const TILE = `${Classes.CARD} ${Classes.INTERACTIVE} ${Classes.ELEVATION_0} engine-tile`;

/** Tiles whose choice is only logged (/locals, second document). */
export default function TilesLogScreen({ descriptor }: { descriptor: TilesLogDescriptor }) {
  return (
    <ScreenFrame title={descriptor.title} breadcrumb={descriptor.breadcrumb}>
      <div className="engine-tiles">
        {descriptor.tiles.map((tile) => (
          <button key={tile.value} type="button" className={TILE} onClick={() => console.info('locale chosen:', tile.value)}>
            {tile.label}
          </button>
        ))}
      </div>
    </ScreenFrame>
  );
}
