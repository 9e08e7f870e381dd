import type { DataTypeName } from '../../shared/data-types';
import type { Action } from '../../shared/roles';
import { route } from '../lib/schemas';

type Parts = Omit<Parameters<typeof route>[0], 'tags'>;

/** Route options of one resource: its permission data type and tags are fixed, each call adds its action and schema. */
export function routeOptions(dataType: DataTypeName, tags: string[]) {
  return (action: Action, parts: Parts) => ({ config: { access: { dataType, action } }, schema: route({ tags, ...parts }) });
}
