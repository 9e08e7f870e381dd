import { Callout, Spinner } from '@blueprintjs/core';
import { RenderScreen } from './renderer';
import { NestedScreen, type Nesting } from './frame/nesting';
import { useDescriptor } from './useDescriptor';

/** Another descriptor drawn inside this screen (blog settings' categories table, one of several lists, a tab's form). */
export default function EmbeddedScreen({ id, as = 'section' }: { id: string; as?: Exclude<Nesting, 'page'> }) {
  const { descriptor, error } = useDescriptor({ id });
  if (error) return <Callout intent="danger">{error.message}</Callout>;
  if (!descriptor) return <Spinner size={20} />;
  const screen = (
    <NestedScreen as={as}>
      <RenderScreen descriptor={descriptor} />
    </NestedScreen>
  );
  // A section is set apart from what is above it (a form, whose Save belongs to the form only) under its h2.
  return as === 'section' ? <section className="engine-embedded">{screen}</section> : screen;
}
