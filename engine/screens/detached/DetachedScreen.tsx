import { createContext, useContext, useMemo, type MouseEvent } from 'react';
import { EngineContext, useEngine } from '../../EngineContext';
import { readOnlySubject } from '../../access/read-only';
import { readOnlyProvider } from '../../data/read-only-provider';
import type { ScreenDescriptor } from '../../model/descriptor';
import { RenderScreen } from '../renderer';
import { NestedScreen } from '../frame/nesting';
import { UnguardedForms } from '../../form/unguarded';
import { DrawBoundary } from './DrawBoundary';
import { IsolatedRouter } from './IsolatedRouter';
import { LeftScreen } from './LeftScreen';
import { openInNewTab } from './open-in-new-tab';

export interface DetachedScreenProps {
  /** The descriptor to draw, ready as loadDescriptor gives one (fragments resolved, entities bound). */
  descriptor: ScreenDescriptor;
  /** Its route pattern and the address it is drawn at, parameters filled. */
  pattern: string;
  at: string;
  /** The language it is drawn in, whatever the top bar's. */
  language: number;
  /** Why nothing is saved here: the message of a refused write. */
  refusal: string;
}

const Drawn = createContext<ScreenDescriptor | null>(null);

/** The route's element reads the descriptor from context, so an edited descriptor redraws without a new router. */
function DrawnScreen() {
  const descriptor = useContext(Drawn)!;
  return (
    <DrawBoundary drawing={descriptor}>
      <RenderScreen key={descriptor.kind} descriptor={descriptor} />
    </DrawBoundary>
  );
}

/**
 * A screen drawn from a descriptor object inside another page, on the real data but read-only, as a reader sees
 * it: the signed-in user's roles capped at read (every control asks canAccess as usual), every write refused at
 * the data provider before it leaves, the given language in place of the shell's, and a router of its own, so the
 * page around it never moves; its forms never ask before that page is left. Links open in a new tab. It is a
 * section of that page: its title is an h2.
 */
export function DetachedScreen({ descriptor, pattern, at, language, refusal }: DetachedScreenProps) {
  const engine = useEngine();
  const value = useMemo(
    () => ({ provider: readOnlyProvider(engine.provider, refusal), subject: readOnlySubject(engine.subject), language }),
    [engine.provider, engine.subject, language, refusal],
  );
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (openInNewTab(event.nativeEvent)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  return (
    <EngineContext.Provider value={value}>
      <Drawn.Provider value={descriptor}>
        <UnguardedForms.Provider value={true}>
          <NestedScreen as="section">
            <div className="engine-detached" onClickCapture={onClickCapture}>
              <IsolatedRouter key={language} pattern={pattern} at={at} screen={<DrawnScreen />} elsewhere={<LeftScreen at={at} />} />
            </div>
          </NestedScreen>
        </UnguardedForms.Provider>
      </Drawn.Provider>
    </EngineContext.Provider>
  );
}
