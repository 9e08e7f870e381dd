import { coreLazyWidgets } from './core/lazy-widgets';

/** The field kinds of DEFAULT_PACKS whose code loads on first use, by kind: each pack's own (engine/theme/widgets/lazy-modules.ts loads them). */
export const DEFAULT_LAZY_WIDGETS = { ...coreLazyWidgets };
