import { Callout, Spinner } from '@blueprintjs/core';
import { ScreenOf } from './registry/components';
import { useDescriptor } from './screens/useDescriptor';

/** Loads a screen's descriptor when its route opens, then draws it. */
export function ScreenLoader({ file }: { file: string }) {
  const { descriptor, error } = useDescriptor({ file });
  if (error) {
    return (
      <Callout intent="danger" title="This screen's descriptor has a mistake">
        <pre style={{ whiteSpace: 'pre-wrap' }}>{error.message}</pre>
      </Callout>
    );
  }
  if (!descriptor) return <Spinner />;
  return <ScreenOf key={file} descriptor={descriptor} />;
}
