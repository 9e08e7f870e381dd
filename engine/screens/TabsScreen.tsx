import { Tab, Tabs } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';
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
import { SavesTogether } from '../form/saves-together';
import { KEEPS_EDITS } from '../form/unsaved';
import { useSaveShortcut } from '../form/useSaveKeys';
import { FormActionBar } from './FormActionBar';
import { useActionReasons } from './useActionReasons';
import { unsavedTabsLabel, useTabsSave } from './tabs/useTabsSave';
import { useJournaledScreens } from '../form/journal/useJournaledScreens';
import { useTabsFields } from './tabs/useTabsFields';
import { knownTabLabels } from './tabs/known-labels';
import { FieldTabsContext } from '../form/field-tabs';
import { routeParamsIn } from '../data/templates';
import './tabs/tabs.css';

/**
 * A tabbed editor: each tab is another descriptor (review: edit, content, faq). The open tab is kept in the
 * address (`?tab=<id>`), so a reload or a shared link opens the same tab. An optional `header` loads the record
 * once per tab change; the frame shows its name and values, and fills `{record.x}` in the title and breadcrumbs.
 * The title is the screen's one h1 (View for a role that cannot save); the tabs' screens draw no heading of their own.
 * With `saves: "together"` the tabs are one record: a tab once opened stays mounted with its edits (another tab is
 * chosen without a question), a dot marks each tab with unsaved edits, and one Save under the tabs (and Ctrl+S) saves
 * the changed tabs in order (./tabs/useTabsSave.ts). A tab whose edits the draft journal kept (a reload, a closed tab)
 * opens at once with the one chosen, so its edits are back, dotted and counted, without the editor looking for them.
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
  // A move to another tab of a screen that saves together keeps every form's edits: the guard lets it through.
  const open = useCallback(
    (id: string) => setSearch((s) => ({ ...Object.fromEntries(s), tab: id }), { replace: true, state: descriptor.saves === 'together' ? KEEPS_EDITS : undefined }),
    [setSearch, descriptor.saves],
  );
  const one = useTabsSave(descriptor, tab, open, () => knownTabLabels(descriptor, isNew));
  const reasons = useActionReasons(descriptor);
  const fieldTabs = useTabsFields(descriptor);
  const root = useRef<HTMLDivElement>(null);
  useSaveShortcut(root, one.together && !readOnly && !one.saving, () => void one.save());
  // Tabs once opened stay mounted when they save together (the others open when chosen, as their content loads then).
  const [opened, setOpened] = useState(() => new Set([tab]));
  useEffect(() => setOpened((was) => (was.has(tab) ? was : new Set([...was, tab]))), [tab]);
  const journaled = useJournaledScreens(one.together && !isNew && !readOnly ? descriptor.tabs.map((t) => t.screen) : [], { params, language, userId: subject.userId });
  useEffect(() => {
    const kept = descriptor.tabs.filter((t) => journaled.includes(t.screen)).map((t) => t.id);
    setOpened((was) => (kept.every((id) => was.has(id)) ? was : new Set([...was, ...kept])));
  }, [journaled, descriptor.tabs]);

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
        onChange={(id) => open(String(id))}
        renderActiveTabPanelOnly={!one.together}
        // The selected tab is marked by its own style, not a sliding indicator, which measured the tabs' places as
        // the screen drew and made the browser lay out the page while the form below it was being drawn.
        animate={false}
        large
      >
        {descriptor.tabs.map((t) => (
          <Tab
            key={t.id}
            id={t.id}
            title={
              one.dirtyTabs[t.id] ? (
                <>
                  {t.title}
                  {/* The tab keeps its name (its address for keyboards and tests); the bar's tag says how many tabs hold edits. */}
                  <span className="bo-tab-unsaved" title="Unsaved changes" aria-hidden />
                </>
              ) : (
                t.title
              )
            }
            disabled={isNew && t.id !== descriptor.tabs[0].id}
            panel={
              !one.together || opened.has(t.id) ? (
                <RecordSavedContext.Provider value={saved}>
                  <SavesTogether.Provider value={one.together ? one.slots[t.id] : null}>
                    <FieldTabsContext.Provider value={fieldTabs}>
                      <EmbeddedScreen id={t.screen} as="tab" />
                    </FieldTabsContext.Provider>
                  </SavesTogether.Provider>
                </RecordSavedContext.Provider>
              ) : (
                <></>
              )
            }
          />
        ))}
      </Tabs>
      {one.together && (
        <FormActionBar
          label={one.labelOf(tab)}
          disabled={readOnly || one.saving}
          disabledReason={reasons.save}
          saving={one.saving}
          dirty={one.changedCount > 0}
          dirtyLabel={unsavedTabsLabel(one.changedCount)}
          onSave={() => void one.save()}
        />
      )}
    </ScreenFrame>
  );
}

/** A record as the header shows it: an object, else none. */
const asRecord = (answer: unknown) => (answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null);

/**
 * The header's record, loaded again whenever another tab opens or a tab saves, so that it follows the saves made there.
 * Where the route read it ahead and its answer is here (DataProvider.peek), the header draws it in the screen's first
 * pass: read in an effect, the name and values came a frame after the form, drawing the whole screen again.
 */
function useHeaderRecord(spec: HeaderSpec | undefined, openTab: string) {
  const { provider, language, followLanguage } = useEngine();
  const params = useParams();
  const readable = !!spec && routeParamsIn(spec.load).every((name) => !!params[name]);
  const [record, setRecord] = useState<Record<string, unknown> | null>(() => (readable ? asRecord(provider.peek?.(spec!.load, { language, params })?.data) : null));
  // The first read is the one taken now, when it was.
  const takenNow = useRef(record !== null);
  const [forbidden, setForbidden] = useState<number | null>(null);
  // The record opened by its address decides the screen's language, whichever tab opens first.
  const own = languageOfRecord(record);
  useEffect(() => {
    if (own !== null && own !== language) followLanguage?.(own);
  }, [own, language, followLanguage]);
  const key = JSON.stringify(params);
  useEffect(() => {
    // Drawn for a moment under another route (its params gone), it has no record to read.
    if (!spec || !readable) return;
    if (takenNow.current) return void (takenNow.current = false);
    let live = true;
    provider
      .call<Record<string, unknown>>(spec.load, { language, params })
      .then((r) => {
        if (!live) return;
        setRecord(asRecord(r));
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
