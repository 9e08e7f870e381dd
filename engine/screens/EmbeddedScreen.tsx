import { Callout, Spinner } from '@blueprintjs/core';
import { ScreenOf } from '../registry/components';
import { NestedScreen } from './ScreenTitle';
import { useDescriptor } from './useDescriptor';

/** Another descriptor drawn inside this screen (blog settings' categories table). */
export default function EmbeddedScreen({ id }: { id: string }) {
  const { descriptor, error } = useDescriptor({ id });
  if (error) return <Callout intent="danger">{error.message}</Callout>;
  if (!descriptor) return <Spinner size={20} />;
  // Set apart from the form above it, whose Save belongs to the form only; its title is a section heading (h2).
  return (
    <section className="engine-embedded" style={{ marginTop: 32 }}>
      <NestedScreen>
        <ScreenOf descriptor={descriptor} />
      </NestedScreen>
    </section>
  );
}
