import type { FormContextType, RegistryWidgetsType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import CheckboxWidget from './CheckboxWidget';
import DateWidget from './LazyDateWidget';
import NumberWidget from './NumberWidget';
import PasswordWidget from './PasswordWidget';
import SelectWidget from './SelectWidget';
import TextareaWidget from './TextareaWidget';
import TextWidget from './TextWidget';
import { DEFAULT_WIDGETS } from '../../registry/packs/widgets';
import type { FieldKindName } from '../../registry/index';

/**
 * The `ui:widget` names the screen engine uses: exactly the registered field kinds, so the compiler
 * demands a component for every kind a descriptor may name.
 */
export type BlueprintWidgetName = FieldKindName;

/**
 * The theme's widgets: each field kind's component under its name, from its pack (engine/registry/packs/widgets.ts),
 * and rjsf's own names (so fields without a `ui:widget`, and rjsf's internal choices such as the multi-select of an
 * enum array, render with Blueprint too).
 */
export function generateWidgets<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(): RegistryWidgetsType<T, S, F> & Record<BlueprintWidgetName, RegistryWidgetsType<T, S, F>[string]> {
  return {
    ...(DEFAULT_WIDGETS as Record<BlueprintWidgetName, RegistryWidgetsType<T, S, F>[string]>),
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

export default generateWidgets;
