import { FormGroup, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LANGUAGES } from '../../../shared/languages';
import type { DataTypeName } from '../../../shared/data-types';
import { canAccess } from '../../access/can-access';
import { useEngine } from '../../EngineContext';
import type { Family } from '../../data/translations';
import type { StaticPart } from '../../model/descriptor';
import { notify } from '../../notices';
import { notifyFailure } from '../../notify-failure';
import { familyCall, linkCall, type TranslationOfParams } from '../../registry/packs/translation-of';
import { englishIdOfAddress, TRANSLATION_OF_PARAM } from '../../registry/packs/link-to-english';
import type { Choice } from './EnglishRecordChoice';

const EnglishRecordChoice = lazy(() => import('./EnglishRecordChoice'));

/**
 * `translationOf`: "This is the German version of…", the explicit link to an English record (docs/translations.md).
 * On a saved record the choice is saved at once; on a new one it is kept in the address (`?translationOf=`), where
 * the overview's "Create from English" puts it, and the `linkToEnglish` save step links the record once created.
 */
export function TranslationOfPart({ part }: { part: StaticPart }) {
  const spec = part as unknown as TranslationOfParams;
  const { provider, language, subject } = useEngine();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = Number(params[spec.idParam ?? 'id']);
  const isNew = !(id > 0);
  // Setting the link needs the write right here and the English records to choose from: without either, nothing to offer.
  const resource = spec.dataType as DataTypeName;
  const mayWrite = canAccess({ action: 'save', resource, languageId: language, subject });
  const readsEnglish = canAccess({ action: 'view', resource, languageId: 1, subject });
  const shown = language !== 1 && mayWrite && readsEnglish;
  const [family, setFamily] = useState<Pick<Family, 'englishId' | 'linkedBy'> | null>(null);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [saving, setSaving] = useState(false);
  const ctx = { language, params };
  const addressed = englishIdOfAddress(`?${search}`);

  useEffect(() => {
    if (!shown) return;
    let live = true;
    const loadFamily = isNew ? Promise.resolve(null) : provider.call<Family>(familyCall(spec), ctx);
    Promise.all([loadFamily, provider.call<Record<string, unknown>[]>(spec.english.call, { ...ctx, language: 1 })])
      .then(([loaded, rows]) => {
        if (!live) return;
        setFamily(loaded ?? { englishId: null, linkedBy: null });
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
  const remember = (value: number | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(TRANSLATION_OF_PARAM);
    else next.set(TRANSLATION_OF_PARAM, String(value));
    setSearch(next, { replace: true });
  };
  const save = async (value: number | null) => {
    setSaving(true);
    try {
      const next = await provider.call<Family>(linkCall(spec, value === null ? 'DELETE' : 'PUT'), ctx, value === null ? undefined : { englishId: value });
      setFamily(next);
      void notify(value === null ? 'The link to the English version has been removed.' : 'Linked to its English version.');
    } catch (error) {
      notifyFailure('translation link failed', error, { message: 'The link to the English version could not be saved.' });
    } finally {
      setSaving(false);
    }
  };
  const fieldId = `translation-of-${spec.entity}`;
  const helper = isNew ? 'The English record this one translates; linked when the record is saved.' : 'The English record this one translates; saved at once.';
  return (
    <FormGroup label={`This is the ${languageName} version of…`} labelFor={fieldId} helperText={helper}>
      <Suspense fallback={<Spinner size={16} aria-label="Loading the English records" />}>
        <EnglishRecordChoice id={fieldId} choices={choices} value={isNew ? addressed : family.englishId} disabled={saving} onChoose={(value) => (isNew ? remember(value) : void save(value))} />
      </Suspense>
    </FormGroup>
  );
}
