import type { Problem } from './check-text';

/**
 * The check that a change keeps the shipped screen's permissions. Until the overlay's check
 * (engine/descriptor/overlay.ts widenedPermissions) is part of the engine, it holds the data type, kind and route.
 */
export function permissionsCheck(shipped: unknown): ((descriptor: unknown) => Problem | undefined) | undefined {
  if (!shipped || typeof shipped !== 'object') return undefined;
  const before = shipped as Record<string, unknown>;
  return (descriptor) => {
    const after = descriptor as Record<string, unknown>;
    for (const key of ['kind', 'route', 'permission'] as const) {
      if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) {
        return { at: key, message: `stays as shipped (${JSON.stringify(before[key]) ?? 'none'}): a change may not widen the screen's permissions` };
      }
    }
    return undefined;
  };
}
