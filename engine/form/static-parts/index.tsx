import type { FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { StaticPart } from '../../model/descriptor';
import type { PartKindName } from '../../registry/index';
import { NotePart } from './NotePart';
import { TranslationOfPart } from './TranslationOfPart';

/** The component of each registered part kind, by the same name: the compiler demands one for every name. */
export const STATIC_PARTS: { [K in PartKindName]: ComponentType<{ part: StaticPart }> } = {
  note: NotePart,
  translationOf: TranslationOfPart,
};

/** The rjsf field drawing a static part: the part travels in `ui:options`, it holds no value. */
export function StaticPartField({ uiSchema }: FieldProps) {
  const part = (uiSchema?.['ui:options'] as { part?: StaticPart } | undefined)?.part;
  const Component = part && (STATIC_PARTS as Record<string, ComponentType<{ part: StaticPart }>>)[part.kind];
  return Component ? <Component part={part} /> : null;
}
