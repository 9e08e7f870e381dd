import { DescriptorError, validateDescriptor } from '../../descriptor/validate';
import { bindEntities } from '../../descriptor/entities';
import { checkReferences } from '../../descriptor/references';
import type { Fragments } from '../../descriptor/fragments';
import type { Entities } from '../../model/entity';
import type { ScreenDescriptor } from '../../model/descriptor';
import { registry as appRegistry, type AnyRegistry } from '../../registry/index';
import { rangeOf, syntaxErrorAt } from './json-place';

/** One mistake in the working descriptor: its place as the build names it, the build's message, and where it lies in the text. */
export interface Problem {
  at: string;
  message: string;
  from?: number;
  to?: number;
}

export interface TextCheck {
  value?: unknown;
  problems: Problem[];
  checked?: ScreenDescriptor;
}

/** What the check reads besides the text: the fragments, the entity schemas, and a further check (the permissions kept as shipped). */
export interface CheckSources {
  fragments: Fragments;
  entities: Entities;
  extra?(descriptor: unknown): Problem | undefined;
  registry?: AnyRegistry;
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
    const descriptor = validateDescriptor(file, value, sources.fragments, registry);
    const checked = checkReferences(file, bindEntities(file, descriptor, sources.entities, registry), registry);
    const widened = sources.extra?.(value);
    if (widened) return { value, problems: [{ ...widened, ...rangeOf(text, widened.at, widened.message) }] };
    return { value, problems: [], checked };
  } catch (error) {
    if (!(error instanceof DescriptorError)) return { value, problems: [{ at: '', message: (error as Error).message, from: 0, to: 1 }] };
    return { value, problems: [{ at: error.place, message: error.expected, ...rangeOf(text, error.place, error.expected) }] };
  }
}
