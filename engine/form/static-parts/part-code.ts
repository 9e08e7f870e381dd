import type { ComponentType } from 'react';
import type { StaticPart } from '../../model/descriptor';

/** A part kind's component: it draws the part, which holds no value. */
export type PartComponent = ComponentType<{ part: StaticPart }>;
