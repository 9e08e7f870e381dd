import { resolveFragments } from '../../descriptor/fragments';
import { FRAGMENTS } from '../check/sources';

/**
 * The text as the descriptor it stands for, its fragments put in (`"notices": { "include": "…" }`): read so, it is
 * the screen kind the schema knows, and hover finds the part under the cursor. A fragment that cannot be put in
 * stays as written; the check says why.
 */
export function readWithFragments(text: string): unknown {
  const raw: unknown = JSON.parse(text);
  try {
    return resolveFragments('', raw, FRAGMENTS).data;
  } catch {
    return raw;
  }
}
