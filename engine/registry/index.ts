/**
 * The app's registry: createRegistry(DEFAULT_PACKS). Adding a pack is one import and one entry in DEFAULT_PACKS
 * (./packs/index.ts). Node-safe (the build plugin, the server and the tests read it): a pack's components are its
 * browser half, never imported from here (./packs/screens.ts, ./packs/widgets.ts, ./packs/parts.ts).
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
type DialogOf<R> = { [K in keyof R]: R[K] extends { dialog: true } ? K : never }[keyof R];
/** The screen kinds drawn in a dialog by their opener, with no component of their own. */
export type DialogKindName = Packs extends infer P ? (P extends { screenKinds: infer R } ? DialogOf<R> & string : never) : never;
/** The screen kinds that are drawn by a component of their own: neither a bespoke component nor a dialog. */
export type OwnScreenKindName = Exclude<keyof Registry['screenKinds'] & string, BespokeName | DialogKindName>;
export type FieldKindName = keyof Registry['fieldKinds'];
export type PartKindName = keyof Registry['partKinds'];
/** The names of each registered kind in the app's registry, for the descriptor schema's lists and the error messages. */
export const namesOf = (kind: PieceKind): string[] => namesIn(registry, kind);
export { DEFAULT_PACKS } from './packs/index';
export * from './create';
export * from './define';
