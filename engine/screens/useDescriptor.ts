import { useEffect, useState } from 'react';
import { descriptorNow, fileOfId, loadDescriptor } from '../descriptor/catalog';
import type { ScreenDescriptor } from '../model/descriptor';

type Ref = { file?: string; id?: string };

/** The descriptor already made for this opening (a tab's form, made as its tabbed screen opened), else undefined. */
function madeNow(ref: Ref): ScreenDescriptor | undefined {
  try {
    return descriptorNow(ref.file ?? fileOfId(ref.id!));
  } catch {
    // An id naming no screen: loading it says so, as the error to show.
    return undefined;
  }
}

/**
 * Loads a descriptor by file or id; a mistake in it comes back as the error to show. While another
 * descriptor is loading nothing is answered, so the previous screen is never drawn with the new route.
 * `prepare` is waited for before the descriptor is answered (the code that draws it), and its failure is the error.
 * Without `prepare`, a descriptor already made for this opening is answered at once: a screen drawn inside another
 * draws in the same pass as its holder rather than a round later.
 */
export function useDescriptor(ref: Ref, prepare?: (descriptor: ScreenDescriptor) => Promise<unknown>) {
  const key = ref.file ?? `#${ref.id}`;
  const now = prepare ? undefined : madeNow(ref);
  const [state, setState] = useState<{ key?: string; descriptor?: ScreenDescriptor; error?: Error }>(() => (now ? { key, descriptor: now } : {}));
  useEffect(() => {
    if (state.key === key && state.descriptor) return;
    let live = true;
    Promise.resolve()
      .then(() => loadDescriptor(ref.file ?? fileOfId(ref.id!)))
      .then(async (descriptor) => {
        await prepare?.(descriptor);
        return descriptor;
      })
      // The same descriptor as the one drawn from madeNow keeps the state, so the screen is not drawn again.
      .then((descriptor) => live && setState((was) => (was.key === key && was.descriptor === descriptor ? was : { key, descriptor })))
      .catch((error: Error) => live && setState({ key, error }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ref.file, ref.id]);
  if (state.key === key) return { descriptor: state.descriptor, error: state.error };
  return now ? { descriptor: now, error: undefined } : {};
}
