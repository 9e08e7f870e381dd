import Ajv from 'ajv';
import { definitionOf, descriptorSchema } from './descriptor-schema';
import type { Fragments } from './fragments';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import type { ScreenDescriptor } from '../model/descriptor';
import { validateDescriptorWith } from './validate-with';

export { DescriptorError } from './descriptor-error';

// One compiled descriptor schema per registry (the app's, or one a test builds from its own packs).
const compiled = new WeakMap<AnyRegistry, Ajv>();

function ajvOf(registry: AnyRegistry): Ajv {
  let ajv = compiled.get(registry);
  if (!ajv) {
    // verbose: an error carries the schema it broke, so an unknown property can be matched with the known ones.
    ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, verbose: true });
    ajv.addSchema(descriptorSchema(registry), 'screen');
    compiled.set(registry, ajv);
  }
  return ajv;
}

/** A kind's check: its definition of the descriptor schema (a kind with a schema of its own has it there under its name). */
const validatorOf = (registry: AnyRegistry, kind: string) => ajvOf(registry).getSchema(`screen#/definitions/${definitionOf(kind, registry.screenKinds[kind].schema)}`)!;

/**
 * Checks a descriptor once at load, its fragments included; anything unknown is an error naming the file,
 * the place (and the fragment it came from) and what is known there, never a silent blank.
 */
export function validateDescriptor(file: string, raw: unknown, fragments: Fragments = {}, registry: AnyRegistry = appRegistry): ScreenDescriptor {
  return validateDescriptorWith(validatorOf, file, raw, fragments, registry);
}
