import { Switch } from '@blueprintjs/core';
import { LANGUAGES } from '../../../shared/languages';
import { showInLanguage, shownLanguages, type PartPath } from './edits';
import { useFormViewEditing } from './FormViewContext';

/** One switch per language: the part is shown in it or hidden there (its showIf, other conditions kept). */
export function LanguageSwitches({ path, showIf, what }: { path: PartPath; showIf: unknown; what: string }) {
  const { change, readOnly } = useFormViewEditing();
  const shown = shownLanguages(showIf as Record<string, unknown> | undefined);
  return (
    <div role="group" aria-label={`${what}: shown in`} className="bo-studio-languages">
      <span className="bo-studio-languages-label" aria-hidden>
        Shown in
      </span>
      {LANGUAGES.map(({ languageId, name }) => (
        <Switch
          key={languageId}
          inline
          label={name}
          checked={shown.includes(languageId)}
          disabled={readOnly}
          onChange={(event) => {
            const show = event.currentTarget.checked;
            change((d) => showInLanguage(d, path, languageId, show));
          }}
        />
      ))}
    </div>
  );
}
