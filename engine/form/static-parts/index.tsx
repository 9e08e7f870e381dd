import type { FieldProps } from '@rjsf/utils';
import type { StaticPart } from '../../model/descriptor';
import { DEFAULT_PARTS } from '../../registry/packs/parts';
import type { PartComponent } from './part-code';

/** The rjsf field drawing a static part by its kind's component (from its pack): the part travels in `ui:options`, it holds no value. */
export function StaticPartField({ uiSchema }: FieldProps) {
  const part = (uiSchema?.['ui:options'] as { part?: StaticPart } | undefined)?.part;
  if (!part || !Object.hasOwn(DEFAULT_PARTS, part.kind)) return null;
  const Component = (DEFAULT_PARTS as Record<string, PartComponent>)[part.kind];
  return <Component part={part} />;
}
