import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

/** A field kind's component: an rjsf widget drawn under the kind's name. */
export type WidgetComponent = ComponentType<WidgetProps<any, any, any>>;

/** A field kind's code loaded on first use (./lazy-modules.ts). */
export type WidgetLoader = () => Promise<{ default: ComponentType<any> }>;
