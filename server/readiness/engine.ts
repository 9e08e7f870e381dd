/**
 * What readiness takes of the engine, through its node-safe entry: the registered rule kinds and what they find
 * (loaded on first use, not at the server's start), and the types they speak in.
 */
export { loadReadiness, factKey } from '../../engine/node';
export type { RecordReadiness as AnsweredReadiness, DeclaredReadinessRule, ReadinessFact, ReadinessFacts, ReadinessFinding, ReadinessCounts, ReadinessState } from '../../engine/node';
