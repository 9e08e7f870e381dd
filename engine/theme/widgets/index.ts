import type { FormContextType, RegistryWidgetsType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import CheckboxWidget from './CheckboxWidget';
import DateWidget from './LazyDateWidget';
import DecimalWidget from './DecimalWidget';
import ImageWidget from './ImageWidget';
import NumberWidget from './NumberWidget';
import PasswordWidget from './PasswordWidget';
import ReadonlyWidget from './ReadonlyWidget';
import RichTextWidget from './RichTextWidget';
import SelectWidget from './SelectWidget';
import SlugWidget from './SlugWidget';
import TextareaWidget from './TextareaWidget';
import TextWidget from './TextWidget';
import { lazyWidget } from './lazy-widget';
import type { FieldKindName } from '../../registry/index';

// Kinds whose code only the forms drawing them load (lazy-modules.ts).
const MultiSelectWidget = lazyWidget('multiselect');
const PermissionsWidget = lazyWidget('permissions');
const PlatformWidget = lazyWidget('platform');
const RouteWidget = lazyWidget('route');

/**
 * The `ui:widget` names the screen engine uses: exactly the registered field kinds, so the compiler
 * demands a component for every kind a descriptor may name.
 */
export type BlueprintWidgetName = FieldKindName;

/**
 * The theme's widgets, under the engine's `ui:widget` names and under rjsf's own names (so fields without a
 * `ui:widget`, and rjsf's internal choices such as the multi-select of an enum array, render with Blueprint too).
 */
export function generateWidgets<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(): RegistryWidgetsType<T, S, F> & Record<BlueprintWidgetName, RegistryWidgetsType<T, S, F>[string]> {
  return {
    text: TextWidget,
    textarea: TextareaWidget,
    number: NumberWidget,
    decimal: DecimalWidget,
    password: PasswordWidget,
    select: SelectWidget,
    multiselect: MultiSelectWidget,
    checkbox: CheckboxWidget,
    date: DateWidget,
    route: RouteWidget,
    platform: PlatformWidget,
    richtext: RichTextWidget,
    image: ImageWidget,
    readonly: ReadonlyWidget,
    permissions: PermissionsWidget,
    slug: SlugWidget,
    // rjsf's names
    TextWidget,
    TextareaWidget,
    PasswordWidget,
    SelectWidget,
    CheckboxWidget,
    DateWidget,
    UpDownWidget: NumberWidget,
  };
}

export {
  CheckboxWidget,
  DateWidget,
  DecimalWidget,
  ImageWidget,
  MultiSelectWidget,
  NumberWidget,
  PasswordWidget,
  PermissionsWidget,
  PlatformWidget,
  ReadonlyWidget,
  RichTextWidget,
  RouteWidget,
  SelectWidget,
  SlugWidget,
  TextareaWidget,
  TextWidget,
};
export default generateWidgets;
