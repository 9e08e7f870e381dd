import { useEffect, useState } from 'react';
import { fileOfId, loadDescriptor } from '../descriptor/catalog';
import type { ScreenDescriptor } from '../model/descriptor';

/**
 * Loads a descriptor by file or id; a mistake in it comes back as the error to show. While another
 * descriptor is loading nothing is answered, so the previous screen is never drawn with the new route.
 * `prepare` is waited for before the descriptor is answered (the code that draws it), and its failure is the error.
 */
export function useDescriptor(ref: { file?: string; id?: string }, prepare?: (descriptor: ScreenDescriptor) => Promise<unknown>) {
  const key = ref.file ?? `#${ref.id}`;
  const [state, setState] = useState<{ key?: string; descriptor?: ScreenDescriptor; error?: Error }>({});
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => loadDescriptor(ref.file ?? fileOfId(ref.id!)))
      .then(async (descriptor) => {
        await prepare?.(descriptor);
        return descriptor;
      })
      .then((descriptor) => live && setState({ key, descriptor }))
      .catch((error: Error) => live && setState({ key, error }));
    return () => {
      live = false;
    };
  }, [key, ref.file, ref.id]);
  return state.key === key ? { descriptor: state.descriptor, error: state.error } : {};
}
