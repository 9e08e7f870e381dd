import { identities } from './identity';
import { isObject, same } from './same';

/** Where the change and the newer file both changed one place: the change wins there, and the place is listed. */
export type Conflicts = string[];

const child = (at: string, key: string) => (at ? `${at}.${key}` : key);

/**
 * What the change did to `base`, applied to `now`. A place only one side changed takes that side's value; objects
 * are merged key by key and named lists element by element; elsewhere, when both changed it differently, the
 * change wins and the place goes into `conflicts`. `undefined` is a missing key.
 */
export function mergeValue(base: unknown, change: unknown, now: unknown, at: string, conflicts: Conflicts): unknown {
  if (same(change, base)) return now;
  if (same(now, base) || same(change, now)) return change;
  if (isObject(base) && isObject(change) && isObject(now)) return mergeObject(base, change, now, at, conflicts);
  if (Array.isArray(base) && Array.isArray(change) && Array.isArray(now)) {
    const merged = mergeNamedList(base, change, now, at, conflicts);
    if (merged) return merged;
  }
  conflicts.push(at || 'the top');
  return change;
}

function mergeObject(base: Record<string, unknown>, change: Record<string, unknown>, now: Record<string, unknown>, at: string, conflicts: Conflicts) {
  const keys = [...new Set([...Object.keys(change), ...Object.keys(now), ...Object.keys(base)])];
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = mergeValue(base[key], change[key], now[key], child(at, key), conflicts);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const byId = (list: unknown[], ids: string[]) => new Map(ids.map((id, i) => [id, list[i]]));

/** The ids both lists hold, in the first list's order. */
const sharedOrder = (a: string[], b: string[]) => a.filter((id) => b.includes(id));

function mergeNamedList(base: unknown[], change: unknown[], now: unknown[], at: string, conflicts: Conflicts): unknown[] | undefined {
  const [baseIds, changeIds, nowIds] = [identities(base), identities(change), identities(now)];
  if (!baseIds || !changeIds || !nowIds) return undefined;
  const [baseOf, changeOf, nowOf] = [byId(base, baseIds), byId(change, changeIds), byId(now, nowIds)];
  // An element stays unless one side removed it and the other left it as it was.
  const decided = new Map<string, boolean>();
  const stays = (id: string) => {
    if (!decided.has(id)) decided.set(id, decide(id));
    return decided.get(id)!;
  };
  const decide = (id: string) => {
    const inChange = changeOf.has(id);
    const inNow = nowOf.has(id);
    if (inChange && inNow) return true;
    if (!baseOf.has(id)) return true;
    const kept = inChange ? changeOf.get(id) : nowOf.get(id);
    if (same(kept, baseOf.get(id))) return false;
    // Removed on one side, edited on the other: the change wins. An element kept is merged below, which lists it.
    if (!inChange) conflicts.push(`${at}[${id}]`);
    return inChange;
  };
  // The order is the change's where it reordered, the newer file's otherwise; what only the other side added
  // follows the element it follows there.
  const changeReordered = !same(sharedOrder(changeIds, baseIds), sharedOrder(baseIds, changeIds));
  const [first, second] = changeReordered ? [changeIds, nowIds] : [nowIds, changeIds];
  const order = first.filter(stays);
  second.forEach((id, i) => {
    if (order.includes(id) || !stays(id)) return;
    const before = second.slice(0, i).reverse().find((prev) => order.includes(prev));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  return order.map((id) => mergeValue(baseOf.get(id), changeOf.get(id), nowOf.get(id), `${at}[${id}]`, conflicts));
}
