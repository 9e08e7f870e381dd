import { Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { LANGUAGES } from '../../../shared/languages';
import type { ScreenDescriptor } from '../../model/descriptor';
import { ScreenPreview } from '../preview/ScreenPreview';

/** The preview in a language chosen here; while the text has problems it shows the last descriptor that had none. */
export function PreviewPanel({ screen, checked, id }: { screen: string; checked?: ScreenDescriptor; id: string }) {
  const [languageId, setLanguageId] = useState(1);
  const [params, setParams] = useState<Record<string, string>>({});
  const lastGood = useRef<ScreenDescriptor>(undefined);
  if (checked) lastGood.current = checked;
  const shown = checked ?? lastGood.current;
  return (
    <section className="studio-preview-panel" aria-label="Preview">
      <FormGroup label="Preview language" labelFor={`${id}-language`} inline>
        <HTMLSelect id={`${id}-language`} value={languageId} onChange={(e) => setLanguageId(Number(e.currentTarget.value))} options={LANGUAGES.map((l) => ({ value: l.languageId, label: l.folder }))} />
      </FormGroup>
      {!checked && <Callout intent="warning" compact>{shown ? 'The text has problems: the preview shows it as it last was without any.' : 'The preview shows once the text has no problems.'}</Callout>}
      {shown && <ScreenPreview screen={screen} descriptor={shown} languageId={languageId} params={params} onParamsChange={setParams} />}
    </section>
  );
}
