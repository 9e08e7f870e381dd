/**
 * The Blueprint theme for @rjsf/core, built the way rjsf builds its own themes: factories return the registry
 * pieces (`generateWidgets`, `generateTemplates`) and `createBlueprintTheme` puts them into rjsf `ThemeProps`.
 *
 *   const theme = createBlueprintTheme();                       // { widgets, templates }
 *   const Form = withTheme({ ...theme, widgets: { ...theme.widgets, mine: MyWidget } });
 *   // or: withTheme(createBlueprintTheme({ widgets: { mine: MyWidget } }))
 *
 * `BlueprintForm` is the ready-made `withTheme(createBlueprintTheme())`.
 */
import { createElement, type ComponentProps } from 'react';
import { withTheme, type ThemeProps } from '@rjsf/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { generateTemplates } from './templates';
import { generateWidgets } from './widgets';
import type { BlueprintFormContext } from './types';

/** What a caller may put over the theme; `templates.ButtonTemplates` is merged button by button. */
export type BlueprintThemeOverrides<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any> = ThemeProps<
  T,
  S,
  F
>;

/** The theme as rjsf `ThemeProps` ({ widgets, templates }), with the caller's widgets/templates/fields on top. */
export function createBlueprintTheme<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(overrides: BlueprintThemeOverrides<T, S, F> = {}): ThemeProps<T, S, F> {
  const templates = generateTemplates<T, S, F>();
  const { ButtonTemplates: buttonOverrides, ...templateOverrides } = overrides.templates ?? {};
  return {
    ...overrides,
    widgets: { ...generateWidgets<T, S, F>(), ...overrides.widgets },
    templates: {
      ...templates,
      ...templateOverrides,
      ButtonTemplates: { ...templates.ButtonTemplates, ...buttonOverrides },
    },
  };
}

/** `withTheme(createBlueprintTheme())`: the themed rjsf `Form`, without the defaults `BlueprintForm` adds. */
export const ThemedForm = withTheme<any, RJSFSchema, BlueprintFormContext>(createBlueprintTheme<any, RJSFSchema, BlueprintFormContext>());

/**
 * rjsf's default `constAsDefaults: 'always'` fills an empty field whose choices are a `oneOf` of consts with the
 * FIRST choice (a route or platform select would start on the first route). 'skipOneOf' does not help for nullable
 * types (`type: ['number', 'null']`), so `BlueprintForm` defaults it to 'never': such fields start empty. A
 * caller's own `experimental_defaultFormStateBehavior` keys win.
 */
export const BLUEPRINT_DEFAULT_FORM_STATE_BEHAVIOR = { constAsDefaults: 'never' } as const;

export type BlueprintFormProps = ComponentProps<typeof ThemedForm>;

/**
 * The rjsf `Form` with the Blueprint theme (`withTheme(createBlueprintTheme())`, plus the default above). Pass
 * `formContext={{ mediaPicker }}` for the image widget and the editor's images; `disabled` disables every control.
 */
export function BlueprintForm(props: BlueprintFormProps) {
  return createElement(ThemedForm, {
    ...props,
    experimental_defaultFormStateBehavior: {
      ...BLUEPRINT_DEFAULT_FORM_STATE_BEHAVIOR,
      ...props.experimental_defaultFormStateBehavior,
    },
  });
}

export { generateTemplates } from './templates';
export { generateWidgets, type BlueprintWidgetName } from './widgets';
export { generateButtonTemplates } from './templates/ButtonTemplates';
export { DEFAULT_SUBMIT_TEXT } from './templates/ButtonTemplates/SubmitButton';
export { EMPTY_CHOICE } from './widgets/SelectWidget';
export { DATE_DISPLAY_FORMAT } from './widgets/date-values';
export { RICHTEXT_HEIGHT } from './widgets/RichTextWidget';
// createSearchSelectWidget is imported from './widgets/SearchSelectWidget' by the module of the widget made with it:
// exported here, the bundler kept it (and @blueprintjs/select with it) in every form's first load.
export type { SearchSelectTexts } from './widgets/SearchSelectWidget';
export type { BlueprintFormContext, BlueprintUiOptions, MediaPickerProps, PickedImage } from './types';
export default BlueprintForm;
