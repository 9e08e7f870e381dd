import type { ScreenDescriptor } from '../../model/descriptor';
import { registry as appRegistry, type AnyRegistry } from '../../registry/index';
import { callKey, declaredCalls, screensWithin } from '../calls';
import { same } from './same';

const quoted = (v: unknown) => (v === undefined ? 'none' : JSON.stringify(v));

/** What decides who reaches a screen and what it may touch: a change keeps each as shipped. */
const GATES: [place: string, read: (d: ScreenDescriptor) => unknown][] = [
  ['kind', (d) => d.kind],
  ['route', (d) => ('route' in d ? d.route : undefined)],
  ['id', (d) => ('id' in d ? d.id : undefined)],
  ['permission.dataType', (d) => d.permission?.dataType],
  ['permission.governs', (d) => d.permission?.governs],
];

/**
 * Why a changed screen would reach further than the shipped one, as "at <place>: …", or null when it does not.
 * Both descriptors are checked ones (fragments resolved). A change keeps the screen's kind, route, id and data
 * type, makes no call the shipped screen does not make (engine/descriptor/calls.ts) and draws no screen inside
 * itself that the shipped one does not draw.
 */
export function widenedPermissions(shipped: ScreenDescriptor, changed: ScreenDescriptor, registry: AnyRegistry = appRegistry): string | null {
  for (const [place, read] of GATES) {
    if (!same(read(shipped), read(changed))) {
      return `at ${place}: stays ${quoted(read(shipped))} as shipped; a published change cannot alter who reaches a screen or what it touches (it has ${quoted(read(changed))})`;
    }
  }
  const ownCalls = (d: ScreenDescriptor) => new Set(declaredCalls(d, () => undefined, registry).map(callKey));
  const allowed = ownCalls(shipped);
  const added = [...ownCalls(changed)].filter((call) => !allowed.has(call));
  if (added.length) {
    return `at calls: ${added.map((c) => `"${c}"`).join(', ')} ${added.length === 1 ? 'is not a call' : 'are not calls'} the shipped screen makes; a published change may make only these: ${[...allowed].map((c) => `"${c}"`).join(', ')}`;
  }
  const held = new Set(screensWithin(shipped, registry));
  const drawn = screensWithin(changed, registry).filter((id) => !held.has(id));
  if (drawn.length) {
    return `at screens within: ${drawn.map((id) => `"${id}"`).join(', ')} ${drawn.length === 1 ? 'is not a screen' : 'are not screens'} the shipped screen draws; a published change cannot add one`;
  }
  return null;
}
