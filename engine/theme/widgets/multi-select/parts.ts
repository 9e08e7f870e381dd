import type { EnumOptionsType } from '@rjsf/utils';

export type Option = EnumOptionsType<any>;

/** What the closed and the open multiselect draw alike, and the changes both make (../MultiSelectWidget.tsx). */
export interface MultiSelectParts {
  id: string;
  enumOptions: Option[];
  /** The chosen values, as stored. */
  values: unknown[];
  /** The chosen options: a value without an option (a deleted review) shown as its raw value. */
  selectedItems: Option[];
  /** Disabled or read-only: no list, no tag removed. */
  inactive: boolean;
  readonly: boolean;
  placeholder: string;
  invalid: boolean;
  /** The text typed to filter the list, kept across the switch from closed to open. */
  query: string;
  onQuery(query: string): void;
  toggle(option: Option): void;
  remove(index: number): void;
  clear(): void;
}
