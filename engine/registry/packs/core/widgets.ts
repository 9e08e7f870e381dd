import CheckboxWidget from '../../../theme/widgets/CheckboxWidget';
import DateWidget from '../../../theme/widgets/LazyDateWidget';
import ImageWidget from '../../../theme/widgets/ImageWidget';
import NumberWidget from '../../../theme/widgets/NumberWidget';
import PasswordWidget from '../../../theme/widgets/PasswordWidget';
import ReadonlyWidget from '../../../theme/widgets/ReadonlyWidget';
import RichTextWidget from '../../../theme/widgets/RichTextWidget';
import SelectWidget from '../../../theme/widgets/SelectWidget';
import SlugWidget from '../../../theme/widgets/SlugWidget';
import TextareaWidget from '../../../theme/widgets/TextareaWidget';
import TextWidget from '../../../theme/widgets/TextWidget';
import { lazyWidget } from '../../../theme/widgets/lazy-widget';
import type { WidgetComponent } from '../../../theme/widgets/widget-code';

/**
 * The core field kinds' components (./field-kinds.ts), by the same names: the browser half of the core pack. Those
 * whose code is large load on first use (./lazy-widgets.ts).
 */
export const coreWidgets = {
  text: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  password: PasswordWidget,
  select: SelectWidget,
  multiselect: lazyWidget('multiselect'),
  checkbox: CheckboxWidget,
  date: DateWidget,
  route: lazyWidget('route'),
  platform: lazyWidget('platform'),
  richtext: RichTextWidget,
  image: ImageWidget,
  readonly: ReadonlyWidget,
  permissions: lazyWidget('permissions'),
  slug: SlugWidget,
} satisfies Record<string, WidgetComponent>;
