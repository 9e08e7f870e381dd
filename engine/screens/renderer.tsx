import { createContext, useContext, type ComponentType } from 'react';
import type { ScreenDescriptor } from '../model/descriptor';

/** What opens a modal form: its id, route-like parameters ({ id: "12" } edits row 12, "-1" adds), the opener's values. */
export interface ModalFormProps {
  id: string;
  params?: Record<string, string | undefined>;
  parent?: Record<string, unknown>;
  /** Values a new record starts with (a link's choice: "Create from English" picks the platform). */
  initial?: Record<string, unknown>;
  onClose(): void;
  onSaved?(): void;
}

/**
 * How a screen draws other screens: any descriptor by its kind, and a modal form by its id. ScreenOf gives it
 * (./components.tsx, where the component map is), so a screen that holds others never imports that map.
 */
export interface ScreenRenderer {
  Screen: ComponentType<{ descriptor: ScreenDescriptor }>;
  ModalForm: ComponentType<ModalFormProps>;
  /** The component registered under a name (a bespoke component a `custom` screen names); undefined when none is. */
  componentOf(name: string): ComponentType<{ descriptor: any }> | undefined;
}

export const ScreenRendererContext = createContext<ScreenRenderer | null>(null);

function useRenderer(what: string): ScreenRenderer {
  const renderer = useContext(ScreenRendererContext);
  if (!renderer) throw new Error(`${what} is drawn by the screen renderer: draw the screen holding it with <ScreenOf> (engine/screens/components.tsx)`);
  return renderer;
}

/** Another descriptor, drawn by its kind's component. */
export function RenderScreen({ descriptor }: { descriptor: ScreenDescriptor }) {
  const { Screen } = useRenderer(`The screen "${descriptor.title}"`);
  return <Screen descriptor={descriptor} />;
}

/** A modal form by its id (the caller puts it under Suspense: it loads on demand). */
export function RenderModalForm(props: ModalFormProps) {
  const { ModalForm } = useRenderer(`The modal form "${props.id}"`);
  return <ModalForm {...props} />;
}

/** The component registered under a name, from the screen renderer. */
export function useRegisteredComponent(name: string, what: string) {
  return useRenderer(what).componentOf(name);
}
