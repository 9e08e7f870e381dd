import { useRef, useState } from 'react';
import type { Json } from './edits';

/** The JSON of a value with its objects' keys sorted: the same descriptor however its text orders them. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

/**
 * The descriptor the form view draws and edits. Its owner may give an edit back later than it is made (the
 * studio reads its text again once typing pauses), so the view keeps what it made until the owner's value
 * catches up: a key typed meanwhile is never lost. A value the view did not make (changed in the JSON view,
 * discarded, published) replaces it.
 */
export function useWorkingDescriptor(value: Json, onChange: (value: Json) => void): [Json, (edit: (d: Json) => Json) => void] {
  const incoming = canonical(value);
  const [state, setState] = useState({ working: value, seen: incoming, made: [] as string[] });
  let current = state;
  if (incoming !== state.seen) {
    const at = state.made.indexOf(incoming);
    current = at >= 0 ? { working: state.working, seen: incoming, made: state.made.slice(at + 1) } : { working: value, seen: incoming, made: [] };
    setState(current);
  }
  const latest = useRef(current.working);
  latest.current = current.working;
  const change = (edit: (d: Json) => Json) => {
    const next = edit(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    const made = canonical(next);
    setState((s) => ({ ...s, working: next, made: [...s.made, made] }));
    onChange(next);
  };
  return [current.working, change];
}
