import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LANGUAGES } from '../../../shared/languages';
import type { DataTypeName } from '../../../shared/data-types';
import { canAccess } from '../../access/can-access';
import { useEngine } from '../../EngineContext';
import type { Family } from '../../data/translations';
import type { StaticPart } from '../../model/descriptor';
import { notify } from '../../notices';
import { notifyFailure } from '../../notify-failure';
import { familyCall, linkCall, type TranslationOfParams } from '../../registry/packs/translation-of';

type Choice = { value: number; label: string };
const NOT_LINKED = '';

/** `translationOf`: "This is the German version of…", the explicit link to an English record (docs/translations.md). */
export function TranslationOfPart({ part }: { part: StaticPart }) {
  const spec = part as unknown as TranslationOfParams;
  const { provider, language, subject } = useEngine();
  const params = useParams();
  const id = Number(params[spec.idParam ?? 'id']);
  // Setting the link needs the write right here and the English records to choose from: without either, nothing to offer.
  const resource = spec.dataType as DataTypeName;
  const mayWrite = canAccess({ action: 'save', resource, languageId: language, subject });
  const readsEnglish = canAccess({ action: 'view', resource, languageId: 1, subject });
  const shown = language !== 1 && id > 0 && mayWrite && readsEnglish;
  const [family, setFamily] = useState<Family | null>(null);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [saving, setSaving] = useState(false);
  const ctx = { language, params };

  useEffect(() => {
    if (!shown) return;
    let live = true;
    Promise.all([provider.call<Family>(familyCall(spec), ctx), provider.call<Record<string, unknown>[]>(spec.english.call, { ...ctx, language: 1 })])
      .then(([loaded, rows]) => {
        if (!live) return;
        setFamily(loaded);
        setChoices(rows.map((r) => ({ value: Number(r[spec.english.value]), label: String(r[spec.english.label] ?? '') })));
      })
      .catch((error) => live && notifyFailure('translation link load failed', error, { message: 'The English version could not be loaded.' }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, id, language]);

  // A parent or a route already names the English record: nothing to set here.
  if (!shown || !family || family.linkedBy === 'parent' || family.linkedBy === 'route') return null;
  const languageName = LANGUAGES.find((l) => l.languageId === language)?.name ?? '';
  const choose = async (value: string) => {
    setSaving(true);
    try {
      const body = value === NOT_LINKED ? undefined : { englishId: Number(value) };
      const next = await provider.call<Family>(linkCall(spec, value === NOT_LINKED ? 'DELETE' : 'PUT'), ctx, body);
      setFamily(next);
      void notify(value === NOT_LINKED ? 'The link to the English version has been removed.' : 'Linked to its English version.');
    } catch (error) {
      notifyFailure('translation link failed', error, { message: 'The link to the English version could not be saved.' });
    } finally {
      setSaving(false);
    }
  };
  const fieldId = `translation-of-${spec.entity}`;
  return (
    <FormGroup label={`This is the ${languageName} version of…`} labelFor={fieldId} helperText="The English record this one translates; saved at once.">
      <HTMLSelect
        id={fieldId}
        value={family.englishId ?? NOT_LINKED}
        disabled={saving}
        onChange={(e) => void choose(e.target.value)}
        options={[{ value: NOT_LINKED, label: 'Not linked' }, ...choices]}
      />
    </FormGroup>
  );
}
