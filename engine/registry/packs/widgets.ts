import type { FieldKindName } from '../index';
import type { WidgetComponent } from '../../theme/widgets/widget-code';
import { coreWidgets } from './core/widgets';
import { reviewsWidgets } from './reviews/widgets';

/**
 * The field kinds' components of DEFAULT_PACKS (./index.ts): each pack's browser half, kept apart from the registry,
 * which the server and the build read in Node without React. The type makes the compiler demand a component for every
 * registered field kind.
 */
export const DEFAULT_WIDGETS: { [K in FieldKindName]: WidgetComponent } = { ...coreWidgets, ...reviewsWidgets };
