import { Callout } from '@blueprintjs/core';
import {
  TranslatableString,
  type ErrorListProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/** The form's error summary: a Blueprint Callout, intent danger, listing every error. */
export default function ErrorListTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>({ errors, registry }: ErrorListProps<T, S, F>) {
  return (
    <Callout intent="danger" title={registry.translateString(TranslatableString.ErrorsLabel)} className="bo-error-list" style={{ marginBottom: 15 }}>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {errors.map((error, i) => (
          <li key={i}>{error.stack}</li>
        ))}
      </ul>
    </Callout>
  );
}
