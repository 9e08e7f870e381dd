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

const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
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
    case 'additionalProperties':
      return `unknown property "${p.additionalProperty}" (check its spelling against schemas/screen-descriptor.json)`;
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

/** The most telling error: the deepest place, and there the most specific keyword. */
function mostSpecific(errors: ErrorObject[]): ErrorObject {
  const weight = (e: ErrorObject) => e.instancePath.split('/').length * 10 + (['if', 'oneOf', 'anyOf', 'allOf'].includes(e.keyword) ? 0 : 5);
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
