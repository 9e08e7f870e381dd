import Ajv, { type ErrorObject } from 'ajv';
import schema from '../../schemas/screen-descriptor.json';
import type { ScreenDescriptor, ScreenKind } from './types';

const KIND_DEFINITIONS: Record<ScreenKind, string> = {
  hub: 'hub',
  'tiles-log': 'tilesLog',
  list: 'list',
  form: 'form',
  'modal-form': 'modalForm',
  tabs: 'tabs',
};

/** A mistake in a descriptor: which file, where in it, and what was expected there. */
export class DescriptorError extends Error {
  constructor(
    readonly file: string,
    readonly place: string,
    readonly expected: string,
  ) {
    super(`${file}: at ${place || 'the top'}: ${expected}`);
    this.name = 'DescriptorError';
  }
}

// verbose: an error carries the schema it broke, so an unknown property can be matched with the known ones.
const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, verbose: true });
ajv.addSchema(schema, 'screen');

/** "/parts/3/widget" → "parts[3].widget" */
function place(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg}`))
    .join('')
    .replace(/^\./, '');
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, any>;
  switch (error.keyword) {
    case 'enum':
      return `expected one of ${p.allowedValues.map((v: unknown) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `expected ${JSON.stringify(p.allowedValue)}`;
    case 'additionalProperties': {
      const near = nearest(p.additionalProperty, Object.keys((error.parentSchema as { properties?: object })?.properties ?? {}));
      const hint = near ? `did you mean "${near}"? ` : '';
      return `unknown property "${p.additionalProperty}" (${hint}check its spelling against schemas/screen-descriptor.json)`;
    }
    case 'propertyNames':
      return `unknown property "${p.propertyName}" (check its spelling against schemas/screen-descriptor.json)`;
    case 'required':
      return `missing property "${p.missingProperty}"`;
    case 'type':
      return `expected ${p.type}`;
    case 'pattern':
      return `expected text matching ${p.pattern}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** The known name a misspelt one is closest to (at most two letters off), if any. */
function nearest(name: string, known: string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      row = next;
    }
    return row[b.length];
  };
  const ranked = known.map((k) => ({ k, d: distance(name, k) })).sort((x, y) => x.d - y.d);
  return ranked[0] && ranked[0].d <= 2 ? ranked[0].k : undefined;
}

/**
 * The most telling error: the deepest place, and there the most specific keyword. A misspelt property
 * outranks the property it leaves missing ("lable" says more than a missing "label").
 */
function mostSpecific(errors: ErrorObject[]): ErrorObject {
  const keywordWeight = (e: ErrorObject) => (['if', 'oneOf', 'anyOf', 'allOf'].includes(e.keyword) ? 0 : e.keyword === 'additionalProperties' ? 7 : 5);
  const weight = (e: ErrorObject) => e.instancePath.split('/').length * 10 + keywordWeight(e);
  return [...errors].sort((a, b) => weight(b) - weight(a))[0];
}

/** Checks a descriptor once at load; anything unknown is an error, never a silent blank. */
export function validateDescriptor(file: string, data: unknown): ScreenDescriptor {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new DescriptorError(file, '', 'expected an object with a "kind"');
  const kind = (data as { kind?: unknown }).kind;
  const definition = KIND_DEFINITIONS[kind as ScreenKind];
  if (!definition) {
    throw new DescriptorError(file, 'kind', `unknown screen kind ${JSON.stringify(kind)}; expected one of ${Object.keys(KIND_DEFINITIONS).join(', ')}`);
  }
  const validate = ajv.getSchema(`screen#/definitions/${definition}`)!;
  if (!validate(data)) {
    const error = mostSpecific(validate.errors ?? []);
    throw new DescriptorError(file, place(error.instancePath), describe(error));
  }
  return data as ScreenDescriptor;
}
