/**
 * The app's registry: createRegistry(DEFAULT_PACKS). Adding a pack is one import and one entry in DEFAULT_PACKS
 * (./packs/index.ts). Node-safe (the build plugin and the tests read it); components are mapped by name in
 * engine/theme/widgets/index.ts, engine/form/static-parts/index.tsx and engine/screens/components.tsx.
 */
import { createRegistry, namesIn } from './create';
import { DEFAULT_PACKS } from './packs/index';
import type { PieceKind } from './define';

export const registry = createRegistry(DEFAULT_PACKS);

export type Registry = typeof registry;
type BespokeOf<R> = { [K in keyof R]: R[K] extends { bespoke: true } ? K : never }[keyof R];
type Packs = (typeof DEFAULT_PACKS)[number];
/** The screen kinds registered as bespoke components of `custom` screens, read from the packs' own types. */
export type BespokeName = Packs extends infer P ? (P extends { screenKinds: infer R } ? BespokeOf<R> & string : never) : never;
export type FieldKindName = keyof Registry['fieldKinds'];
export type PartKindName = keyof Registry['partKinds'];
/** The names of each registered kind in the app's registry, for the descriptor schema's lists and the error messages. */
export const namesOf = (kind: PieceKind): string[] => namesIn(registry, kind);
export { DEFAULT_PACKS } from './packs/index';
export * from './create';
export * from './define';
