import { useEffect, useState } from 'react';
import { fileOfId, loadDescriptor } from '../descriptor/catalog';
import type { ScreenDescriptor } from '../descriptor/types';

/** Loads a descriptor by file or id; a mistake in it comes back as the error to show. */
export function useDescriptor(ref: { file?: string; id?: string }) {
  const [state, setState] = useState<{ descriptor?: ScreenDescriptor; error?: Error }>({});
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => loadDescriptor(ref.file ?? fileOfId(ref.id!)))
      .then((descriptor) => live && setState({ descriptor }))
      .catch((error: Error) => live && setState({ error }));
    return () => {
      live = false;
    };
  }, [ref.file, ref.id]);
  return state;
}
