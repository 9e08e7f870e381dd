/**
 * The registry factory (as rjsf's getDefaultRegistry): every name a descriptor may use, assembled from a list of
 * packs, a later pack's name winning over an earlier one's. The app's registry is createRegistry(DEFAULT_PACKS)
 * (./index.ts); a test or another app builds its own from the packs it wants. Node-safe, and independent of the
 * descriptor checks and of the forms that read it.
 */
import type { AnyRegistry, Pack, PieceKind } from './define';

/** The names of one kind of piece over all the packs (keyof taken per pack: keyof a union keeps only shared names). */
type NamesOf<P extends readonly Pack[], K extends PieceKind> = P[number] extends infer Each ? (Each extends { [key in K]?: infer R } ? keyof R & string : never) : never;

/** A registry whose names are known to the compiler: the component maps demand one component per name. */
export type RegistryOf<P extends readonly Pack[]> = { [K in PieceKind]: { [N in NamesOf<P, K>]: NonNullable<Pack[K]>[string] } };

const PIECE_KINDS: PieceKind[] = ['fieldKinds', 'conversions', 'screenKinds', 'optionSources', 'rules', 'computed', 'saveHooks', 'groupStorage', 'displayFormats', 'partKinds', 'readinessRules'];

export function createRegistry<const P extends readonly Pack[]>(packs: P): RegistryOf<P> {
  const merged = Object.fromEntries(PIECE_KINDS.map((kind) => [kind, Object.freeze(Object.assign({}, ...packs.map((pack) => pack[kind] ?? {})))]));
  return Object.freeze(merged) as RegistryOf<P>;
}

/** The names of each registered kind of piece, in pack order, for the descriptor schema's lists and the error messages. */
export const namesIn = (registry: AnyRegistry, kind: PieceKind): string[] => Object.keys(registry[kind]);
