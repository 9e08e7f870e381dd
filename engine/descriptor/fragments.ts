import { DescriptorError } from './descriptor-error';

/**
 * Shared fragments (screens/fragments/<name>.json), included by reference: `{ "include": "seo" }` in a list
 * puts the fragment's items there; in an object it adds the fragment's properties (the object's own win).
 * `"params": { "ownerField": "reviewId" }` fills "{{ownerField}}" in the fragment's texts and keys (a whole "{{x}}"
 * text takes the parameter's value, list or number included). Resolved at load.
 */
export type Fragments = Record<string, unknown>;
/** Where an included fragment landed in the resolved descriptor, so that an error there names both files. */
export interface Origin {
  place: string;
  file: string;
}

export const fragmentFile = (name: string) => `screens/fragments/${name}.json`;
type Json = Record<string, unknown>;

const isInclude = (v: unknown): v is Json & { include: string } => !!v && typeof v === 'object' && !Array.isArray(v) && typeof (v as Json).include === 'string';

function fillParams(value: unknown, params: Json): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(value);
    if (whole && whole[1] in params) return params[whole[1]];
    return value.replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
  }
  if (Array.isArray(value)) return value.map((v) => fillParams(v, params));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [fillParams(k, params) as string, fillParams(v, params)]));
  return value;
}

export function resolveFragments(file: string, data: unknown, fragments: Fragments): { data: unknown; origins: Origin[] } {
  const origins: Origin[] = [];

  const load = (include: Json & { include: string }, place: string, seen: string[]): unknown => {
    const name = include.include;
    if (!(name in fragments)) {
      const known = Object.keys(fragments).sort();
      throw new DescriptorError(file, `${place}.include`, `unknown fragment "${name}" (no ${fragmentFile(name)}); known fragments: ${known.join(', ') || 'none'}`);
    }
    if (seen.includes(name)) throw new DescriptorError(fragmentFile(name), '', `includes itself through ${seen.map(fragmentFile).join(' → ')}`);
    const params = (include.params ?? {}) as Json;
    const needed = [...new Set([...JSON.stringify(fragments[name]).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))];
    const missing = needed.filter((p) => !(p in params));
    if (missing.length) {
      throw new DescriptorError(file, place ? `${place}.params` : 'params', `fragment "${name}" needs ${missing.map((p) => `"${p}"`).join(', ')} in "params" (it takes ${needed.map((p) => `"${p}"`).join(', ')})`);
    }
    return { value: fillParams(structuredClone(fragments[name]), params), seen: [...seen, name] };
  };

  const walk = (value: unknown, place: string, seen: string[]): unknown => {
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (const element of value) {
        if (isInclude(element)) {
          const { value: fragment, seen: next } = load(element, `${place}[${out.length}]`, seen) as { value: unknown; seen: string[] };
          const items = Array.isArray(fragment) ? fragment : [fragment];
          for (const item of items) {
            const at = `${place}[${out.length}]`;
            origins.push({ place: at, file: fragmentFile(next[next.length - 1]) });
            out.push(walk(item, at, next));
          }
        } else out.push(walk(element, `${place}[${out.length}]`, seen));
      }
      return out;
    }
    if (value && typeof value === 'object') {
      let object = value as Json;
      if (isInclude(object)) {
        const { value: fragment, seen: next } = load(object, place, seen) as { value: unknown; seen: string[] };
        if (!fragment || typeof fragment !== 'object' || Array.isArray(fragment)) throw new DescriptorError(file, `${place}.include`, `fragment "${object.include}" is a list; include it inside a list`);
        const { include: _include, params: _params, ...own } = object;
        // Only what the fragment brings is its own: a mistake in the including object's own keys is not.
        for (const key of Object.keys(fragment)) if (!(key in own)) origins.push({ place: place ? `${place}.${key}` : key, file: fragmentFile(next[next.length - 1]) });
        object = { ...(walk(fragment, place, next) as Json), ...own };
        seen = next;
      }
      return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, walk(v, place ? `${place}.${k}` : k, seen)]));
    }
    return value;
  };

  return { data: walk(data, '', []), origins };
}

/** The fragment an error's place lies in, if any: the deepest origin whose place starts it. */
export function originOf(place: string, origins: Origin[]): Origin | undefined {
  const within = (o: Origin) => o.place === '' || place === o.place || place.startsWith(`${o.place}.`) || place.startsWith(`${o.place}[`);
  return origins.filter(within).sort((a, b) => b.place.length - a.place.length)[0];
}
