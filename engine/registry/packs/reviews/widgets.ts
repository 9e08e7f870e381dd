import DecimalWidget from '../../../theme/widgets/DecimalWidget';
import type { WidgetComponent } from '../../../theme/widgets/widget-code';

/** The reviews pack's field kinds' components (./index.ts), by the same names. */
export const reviewsWidgets = { decimal: DecimalWidget } satisfies Record<string, WidgetComponent>;
