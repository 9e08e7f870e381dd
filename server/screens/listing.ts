import { same } from '../../engine/node';
import type { ScreenVersionRow } from '../repositories/screen-versions';
import { fileOf, readShipped } from './shipped-files';
import { versionValues } from './effective';

type Raw = Record<string, any>;
const list = (value: unknown): string[] => [value ?? []].flat().filter((v): v is string => typeof v === 'string');

/** What the studio's list shows of a screen: its shipped file's facts and whether it runs with a change. */
export function screenEntry(screen: string, latest: ScreenVersionRow | undefined) {
  const shipped = (readShipped(screen) ?? {}) as Raw;
  const changed = !!latest && latest.descriptor !== null;
  return {
    screen,
    file: fileOf(screen),
    route: list(shipped.route),
    ...(typeof shipped.id === 'string' ? { id: shipped.id } : {}),
    kind: String(shipped.kind ?? ''),
    ...(typeof shipped.entity === 'string' ? { entity: shipped.entity } : {}),
    ...(typeof shipped.permission?.dataType === 'string' ? { dataType: shipped.permission.dataType } : {}),
    ...(typeof shipped.title === 'string' ? { title: shipped.title } : {}),
    spec: list(shipped.spec),
    status: changed ? ('changed' as const) : ('shipped' as const),
    stale: changed && !same(versionValues(latest).shippedThen, shipped),
    lastChange: latest ? { version: latest.version, userName: latest.userName, date: latest.date } : null,
  };
}

/** A stored version as the studio reads it. */
export function versionEntry(row: ScreenVersionRow) {
  return {
    version: row.version,
    action: row.action,
    ...(row.revertedTo !== null ? { revertedTo: row.revertedTo } : {}),
    ...versionValues(row),
    userName: row.userName,
    date: row.date,
  };
}
