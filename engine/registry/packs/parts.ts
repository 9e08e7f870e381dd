import type { PartKindName } from '../index';
import type { PartComponent } from '../../form/static-parts/part-code';
import { coreParts } from './core/parts';
import { translationsParts } from './translations-parts';

/**
 * The part kinds' components of DEFAULT_PACKS (./index.ts): each pack's browser half, kept apart from the node-safe
 * registry. The type makes the compiler demand a component for every registered part kind.
 */
export const DEFAULT_PARTS: { [K in PartKindName]: PartComponent } = { ...coreParts, ...translationsParts };
