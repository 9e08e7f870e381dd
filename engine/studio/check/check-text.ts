import { DescriptorError, validateDescriptor } from '../../descriptor/validate';
import { validateDescriptorWith, type KindValidator } from '../../descriptor/validate-with';
import { bindEntities } from '../../descriptor/entities';
import { checkReferences } from '../../descriptor/references';
import type { Fragments } from '../../descriptor/fragments';
import type { Entities } from '../../model/entity';
import type { ScreenDescriptor } from '../../model/descriptor';
import { registry as appRegistry, type AnyRegistry } from '../../registry/index';
import { rangeOf, syntaxErrorAt } from './json-place';
import { permissionsProblem } from './permissions-check';

import type { Problem } from './problem';

export type { Problem } from './problem';

export interface TextCheck {
  value?: unknown;
  problems: Problem[];
  checked?: ScreenDescriptor;
}

/** What the check reads besides the text: the fragments, the entity schemas, and the shipped file, whose permissions a change keeps. */
export interface CheckSources {
  fragments: Fragments;
  entities: Entities;
  shipped?: unknown;
  registry?: AnyRegistry;
  /** Each screen kind's check compiled at build, where nothing may be compiled at run time (the browser); compiled on the spot otherwise. */
  validatorOf?: KindValidator;
}

/** The build's check of one descriptor, without reading files: fragments resolved, format and names, entity fields, references. */
function checkValue(file: string, value: unknown, sources: CheckSources, registry: AnyRegistry): ScreenDescriptor {
  const descriptor = sources.validatorOf ? validateDescriptorWith(sources.validatorOf, file, value, sources.fragments, registry) : validateDescriptor(file, value, sources.fragments, registry);
  return checkReferences(file, bindEntities(file, descriptor, sources.entities, registry), registry);
}

// The shipped file checked once per screen opened, not on every key.
const shippedChecked = new WeakMap<object, ScreenDescriptor>();
function checkedShipped(file: string, sources: CheckSources, registry: AnyRegistry): ScreenDescriptor | undefined {
  const shipped = sources.shipped;
  if (!shipped || typeof shipped !== 'object') return undefined;
  if (!shippedChecked.has(shipped)) shippedChecked.set(shipped, checkValue(file, shipped, sources, registry));
  return shippedChecked.get(shipped);
}

export const fileOfScreen = (screen: string) => `screens/${screen}.json`;

/**
 * The working text checked as the build checks a file (engine/descriptor/check-all.ts composes the same pieces):
 * JSON, then the format and the registry's names, the entity's fields, the references. Each problem carries the
 * build's message and the place in the text it names.
 */
export function checkText(screen: string, text: string, sources: CheckSources): TextCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const from = syntaxErrorAt(text) ?? text.length;
    return { problems: [{ at: 'JSON', message: `is not valid JSON: ${(error as Error).message}`, from, to: Math.min(text.length, from + 1) }] };
  }
  const registry = sources.registry ?? appRegistry;
  const file = fileOfScreen(screen);
  try {
    const checked = checkValue(file, value, sources, registry);
    const shipped = checkedShipped(file, sources, registry);
    const widened = shipped && permissionsProblem(shipped, checked);
    if (widened) return { value, problems: [{ ...widened, ...rangeOf(text, widened.at, widened.message) }] };
    return { value, problems: [], checked };
  } catch (error) {
    if (!(error instanceof DescriptorError)) return { value, problems: [{ at: '', message: (error as Error).message, from: 0, to: 1 }] };
    return { value, problems: [{ at: error.place, message: error.expected, ...rangeOf(text, error.place, error.expected) }] };
  }
}
