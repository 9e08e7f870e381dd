/**
 * The registry: every name a descriptor may use, assembled from packs. Adding a pack is one import and
 * one entry in PACKS; a later pack's name wins over an earlier one's. Node-safe (the build plugin and the
 * tests read it); components are mapped by name in engine/theme/widgets/index.ts and ./components.tsx.
 */
import { corePack } from './packs/core';
import { mediaPack } from './packs/media';
import { reviewsPack } from './packs/reviews';
import { auditPack } from './packs/audit';
import type { Pack } from './define';

const PACKS = [corePack, reviewsPack, mediaPack, auditPack] as const;

type Packs = (typeof PACKS)[number];
// The names of every pack (keyof taken per pack: keyof a union would keep only the names all packs share).
type Names<K extends keyof Pack> = Packs extends infer P ? (P extends { [key in K]?: infer R } ? keyof R : never) : never;
type Merged<K extends keyof Pack> = { [N in Names<K> & string]: NonNullable<Pack[K]>[string] };

function merge<K extends keyof Pack>(key: K): Merged<K> {
  return Object.assign({}, ...PACKS.map((pack) => (pack as Pack)[key] ?? {}));
}

export const registry = {
  fieldKinds: merge('fieldKinds'),
  conversions: merge('conversions'),
  screenKinds: merge('screenKinds'),
  optionSources: merge('optionSources'),
  rules: merge('rules'),
  computed: merge('computed'),
  saveHooks: merge('saveHooks'),
  groupStorage: merge('groupStorage'),
  displayFormats: merge('displayFormats'),
  partKinds: merge('partKinds'),
};

export type Registry = typeof registry;
type BespokeOf<R> = { [K in keyof R]: R[K] extends { bespoke: true } ? K : never }[keyof R];
/** The screen kinds registered as bespoke components of `custom` screens, read from the packs' own types. */
export type BespokeName = Packs extends infer P ? (P extends { screenKinds: infer R } ? BespokeOf<R> & string : never) : never;
export type FieldKindName = keyof Registry['fieldKinds'];
export type PartKindName = keyof Registry['partKinds'];
/** The names of each registered kind, for the descriptor schema's lists and the error messages. */
export const namesOf = (key: keyof Registry): string[] => Object.keys(registry[key]);
export * from './define';
