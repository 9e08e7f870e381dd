import { Tab, Tabs } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { TabsHeader as HeaderSpec, TabsScreen as TabsDescriptor } from '../model/descriptor';
import { languageOfRecord } from '../data/language-link';
import { useEngine } from '../EngineContext';
import { canAccess } from '../access/can-access';
import EmbeddedScreen from './EmbeddedScreen';
import { ScreenFrame } from './frame/ScreenFrame';
import { RecordSavedContext } from '../form/record-saved';
import { usePagePlace } from './frame/usePagePlace';
import { NoAccess } from './frame/NoAccess';
import { useScreenLabels } from './frame/screen-labels';
import { noAccessToRecord } from '../access/why-not';
import { unreadableLanguage } from '../data/refused';

/**
 * A tabbed editor: each tab is another descriptor (review: edit, content, faq). The open tab is kept in the
 * address (`?tab=<id>`), so a reload or a shared link opens the same tab. An optional `header` loads the record
 * once per tab change; the frame shows its name and values, and fills `{record.x}` in the title and breadcrumbs.
 * The title is the screen's one h1 (View for a role that cannot save); the tabs' screens draw no heading of their own.
 */
export default function TabsScreen({ descriptor }: { descriptor: TabsDescriptor }) {
  const { language, subject } = useEngine();
  const [search, setSearch] = useSearchParams();
  const params = useParams();
  // A record still to be created (id -1) has nothing to read and no content or FAQ of its own yet.
  const isNew = !!descriptor.idParam && params[descriptor.idParam] === '-1';
  const asked = search.get('tab');
  const tab = !isNew && descriptor.tabs.some((t) => t.id === asked) ? asked! : descriptor.tabs[0].id;
  // A save in a tab moves the record on ('Updated on', the public URL): the header reads it again.
  const [saves, setSaves] = useState(0);
  const saved = useCallback(() => setSaves((n) => n + 1), []);
  const { record, forbidden } = useHeaderRecord(isNew ? undefined : descriptor.header, `${tab}:${saves}`);
  const labels = useScreenLabels(descriptor);
  usePagePlace(descriptor.header?.load, descriptor.breadcrumb);
  const { permission } = descriptor;
  const readOnly = !!permission && (permission.governs ?? ['save']).includes('save') && !canAccess({ action: 'save', resource: permission.dataType, languageId: language, subject });

  if (forbidden !== null) {
    // A record the user may not read: none of its tabs, only the reason (its forms would each be refused too).
    return (
      <ScreenFrame className="engine-tabs" title={descriptor.title} breadcrumb={descriptor.breadcrumb}>
        <NoAccess message={noAccessToRecord(labels.recordLabel, forbidden)} />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame className="engine-tabs" title={(isNew && descriptor.titleNew) || descriptor.title} breadcrumb={descriptor.breadcrumb} record={record} header={descriptor.header} readOnly={readOnly}>
      <Tabs
        id={`tabs-${descriptor.tabs.map((t) => t.id).join('-')}`}
        selectedTabId={tab}
        onChange={(id) => setSearch((s) => ({ ...Object.fromEntries(s), tab: String(id) }), { replace: true })}
        renderActiveTabPanelOnly
        large
      >
        {descriptor.tabs.map((t) => (
          <Tab
            key={t.id}
            id={t.id}
            title={t.title}
            disabled={isNew && t.id !== descriptor.tabs[0].id}
            panel={
              <RecordSavedContext.Provider value={saved}>
                <EmbeddedScreen id={t.screen} as="tab" />
              </RecordSavedContext.Provider>
            }
          />
        ))}
      </Tabs>
    </ScreenFrame>
  );
}

/** The header's record, loaded again whenever another tab opens or a tab saves, so that it follows the saves made there. */
function useHeaderRecord(spec: HeaderSpec | undefined, openTab: string) {
  const { provider, language, followLanguage } = useEngine();
  const params = useParams();
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  const [forbidden, setForbidden] = useState<number | null>(null);
  // The record opened by its address decides the screen's language, whichever tab opens first.
  const own = languageOfRecord(record);
  useEffect(() => {
    if (own !== null && own !== language) followLanguage?.(own);
  }, [own, language, followLanguage]);
  const key = JSON.stringify(params);
  useEffect(() => {
    // Drawn for a moment under another route (its params gone), it has no record to read.
    const named = [...JSON.stringify(spec?.load ?? '').matchAll(/\{param\.(\w+)\}/g)].map((m) => m[1]);
    if (!spec || named.some((name) => !params[name])) return;
    let live = true;
    provider
      .call<Record<string, unknown>>(spec.load, { language, params })
      .then((r) => {
        if (!live) return;
        setRecord(r && typeof r === 'object' ? r : null);
        setForbidden(null);
      })
      .catch((error) => {
        if (!live) return;
        const unreadable = unreadableLanguage(error);
        if (unreadable !== null) setForbidden(unreadable);
        else console.error('header load failed', error);
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spec, language, key, openTab]);
  return { record, forbidden };
}
