import type { ErrorObject, ValidateFunction } from 'ajv';
import { DescriptorError } from './descriptor-error';
import { nearest } from './nearest';
import { originOf, resolveFragments, type Fragments } from './fragments';
import type { AnyRegistry } from '../registry/index';
import type { ScreenDescriptor } from '../model/descriptor';
import { checkSectionPlaces } from './section-places';
import { checkSpecReferences } from './spec-references';

/** A screen kind's compiled check: compiled on the spot (validate.ts) or at build (virtual:descriptor-check, for the browser, which runs no eval). */
export type KindValidator = (registry: AnyRegistry, kind: string) => ValidateFunction;

const didYouMean = (near: string | undefined) => (near ? ` (did you mean ${JSON.stringify(near)}?)` : '');

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
  // A form's own property names are a list (propertyNames): a name not in it is an unknown property.
  if (error.propertyName !== undefined && error.keyword === 'enum') {
    const near = nearest(error.propertyName, p.allowedValues.map(String));
    return `unknown property "${error.propertyName}" (${near ? `did you mean "${near}"? ` : ''}check its spelling against schemas/screen-descriptor.json)`;
  }
  switch (error.keyword) {
    case 'enum': {
      // A misspelt registered name (a widget, an option source, a rule, a storage, a format…) is close to the one meant.
      const near = typeof error.data === 'string' ? nearest(error.data, p.allowedValues.filter((v: unknown): v is string => typeof v === 'string')) : undefined;
      return `expected one of ${p.allowedValues.map((v: unknown) => JSON.stringify(v)).join(', ')}${didYouMean(near)}`;
    }
    case 'const':
      return `expected ${JSON.stringify(p.allowedValue)}`;
    case 'additionalProperties': {
      const near = nearest(p.additionalProperty, Object.keys((error.parentSchema as { properties?: object })?.properties ?? {}));
      const hint = near ? `did you mean "${near}"? ` : '';
      return `unknown property "${p.additionalProperty}" (${hint}check its spelling against schemas/screen-descriptor.json)`;
    }
    case 'propertyNames':
      return `unknown property "${p.propertyName}" (check its spelling against schemas/screen-descriptor.json)`;
    case 'required': {
      // A registered piece that needs a property says what it is for (a select's options).
      const why = (error.parentSchema as { description?: string } | undefined)?.description;
      return `missing property "${p.missingProperty}"${why ? ` (${why})` : ''}`;
    }
    case 'type':
      return `expected ${p.type}`;
    case 'pattern':
      return `expected text matching ${p.pattern}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters long`;
    default:
      return error.message ?? 'is not valid';
  }
}

/**
 * The most telling error: the deepest place, and there the most specific keyword. A misspelt property
 * outranks the property it leaves missing ("lable" says more than a missing "label").
 */
function mostSpecific(errors: ErrorObject[]): ErrorObject {
  const keywordWeight = (e: ErrorObject) => (['if', 'oneOf', 'anyOf', 'allOf', 'not'].includes(e.keyword) ? 0 : e.keyword === 'additionalProperties' ? 7 : 5);
  const weight = (e: ErrorObject) => e.instancePath.split('/').length * 10 + keywordWeight(e);
  return [...errors].sort((a, b) => weight(b) - weight(a))[0];
}

/**
 * Checks a descriptor once at load, its fragments included; anything unknown is an error naming the file,
 * the place (and the fragment it came from) and what is known there, never a silent blank. The kind's check
 * comes from `validatorOf`.
 */
export function validateDescriptorWith(validatorOf: KindValidator, file: string, raw: unknown, fragments: Fragments, registry: AnyRegistry): ScreenDescriptor {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new DescriptorError(file, '', 'expected an object with a "kind"');
  const { data, origins } = resolveFragments(file, raw, fragments);
  const kind = (data as { kind?: unknown }).kind;
  const kinds = registry.screenKinds;
  if (typeof kind !== 'string' || !kinds[kind] || kinds[kind].bespoke) {
    const known = Object.keys(kinds).filter((k) => !kinds[k].bespoke);
    const near = typeof kind === 'string' ? nearest(kind, known) : undefined;
    throw new DescriptorError(file, 'kind', `unknown screen kind ${JSON.stringify(kind)}; expected one of ${known.join(', ')}${didYouMean(near)}`);
  }
  const validate = validatorOf(registry, kind);
  if (!validate(data)) {
    const error = mostSpecific(validate.errors ?? []);
    const at = place(error.instancePath);
    const origin = originOf(at, origins);
    throw new DescriptorError(file, origin ? `${at} (from ${origin.file})` : at, describe(error));
  }
  checkSectionPlaces(file, data as ScreenDescriptor, registry);
  checkSpecReferences(file, data as { spec?: unknown });
  return data as ScreenDescriptor;
}
