import type { MouseEventHandler } from 'react';
import { Button, type IconName } from '@blueprintjs/core';
import {
  TranslatableString,
  type FormContextType,
  type IconButtonProps,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/** A small, quiet Blueprint icon button: red belongs to a confirmation, so rjsf's "danger" remove stays minimal too. */
export default function IconButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: IconButtonProps<T, S, F>,
) {
  const { id, icon, className, title, disabled, onClick, style } = props;
  return (
    <Button
      id={id}
      type="button"
      className={className}
      disabled={disabled}
      onClick={onClick as MouseEventHandler<HTMLElement> | undefined}
      style={style}
      icon={icon as IconName}
      variant="minimal"
      size="small"
      title={title}
      aria-label={title}
    />
  );
}

/** Builds one of rjsf's array buttons: a Blueprint icon with rjsf's translated title. */
function iconButton(icon: IconName, label: TranslatableString, iconType?: string) {
  return function ArrayButton<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
    props: IconButtonProps<T, S, F>,
  ) {
    return <IconButton<T, S, F> title={props.registry.translateString(label)} {...props} icon={icon} iconType={iconType} />;
  };
}

export const MoveUpButton = iconButton('arrow-up', TranslatableString.MoveUpButton);
export const MoveDownButton = iconButton('arrow-down', TranslatableString.MoveDownButton);
export const CopyButton = iconButton('duplicate', TranslatableString.CopyButton);
export const RemoveButton = iconButton('trash', TranslatableString.RemoveButton, 'danger');
export const ClearButton = iconButton('cross', TranslatableString.ClearButton);
