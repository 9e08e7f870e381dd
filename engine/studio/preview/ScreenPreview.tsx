import { Callout } from '@blueprintjs/core';
import type { ScreenDescriptor } from '../../model/descriptor';
import { EngineContext, useEngine } from '../../EngineContext';
import { RenderScreen } from '../../screens/renderer';
import { NestedScreen } from '../../screens/frame/nesting';

/** The screen drawn from the checked descriptor in the language chosen, read-only (the full preview replaces this at merge). */
export function ScreenPreview(props: { screen: string; descriptor: ScreenDescriptor; languageId: number; params?: Record<string, string>; onParamsChange?(p: Record<string, string>): void }) {
  const engine = useEngine();
  return (
    <EngineContext.Provider value={{ ...engine, language: props.languageId }}>
      <Callout intent="primary" compact>
        A preview: saving is disabled here.
      </Callout>
      <fieldset className="studio-preview" disabled>
        <NestedScreen>
          <RenderScreen descriptor={props.descriptor} />
        </NestedScreen>
      </fieldset>
    </EngineContext.Provider>
  );
}
