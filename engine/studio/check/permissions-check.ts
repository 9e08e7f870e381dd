import { widenedPermissions } from '../../descriptor/overlay';
import type { ScreenDescriptor } from '../../model/descriptor';
import type { Problem } from './problem';

/**
 * The server's refusal of a change that would widen the screen's permissions (engine/descriptor/overlay.ts), met
 * here as typed: the shipped screen and the changed one, both checked, compared; its "at <place>: …" split into
 * the problem's place and message.
 */
export function permissionsProblem(shipped: ScreenDescriptor, changed: ScreenDescriptor): Problem | undefined {
  const message = widenedPermissions(shipped, changed);
  if (!message) return undefined;
  const parts = /^at ([^:]+): ([\s\S]*)$/.exec(message);
  return parts ? { at: parts[1], message: parts[2] } : { at: '', message };
}
