import { Classes, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { TabsHeader as HeaderSpec, TabsScreen as TabsDescriptor } from '../descriptor/types';
import { useEngine } from '../EngineContext';
import EmbeddedScreen from './EmbeddedScreen';
import TabsHeader from './TabsHeader';
import { fillTitle, headerValues } from './tabs-header';
import { ScreenTitle } from './ScreenTitle';

/**
 * A tabbed editor: each tab is another descriptor (review: edit, content, faq). The open tab is kept in the
 * address (`?tab=<id>`), so a reload or a shared link opens the same tab. An optional `header` loads the record
 * once per tab change and shows some of its fields ('Updated on', the public URL); `{record.x}` in the title and
 * the breadcrumb is filled from it. The title is the screen's one h1.
 */
export default function TabsScreen({ descriptor }: { descriptor: TabsDescriptor }) {
  const { language } = useEngine();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = descriptor.tabs.some((t) => t.id === asked) ? asked! : descriptor.tabs[0].id;
  const header = useHeaderRecord(descriptor.header, tab);

  return (
    <div className="engine-tabs">
      {descriptor.breadcrumb && <div className={`${Classes.TEXT_MUTED} engine-breadcrumb`}>{fillTitle(descriptor.breadcrumb, header)}</div>}
      <ScreenTitle title={fillTitle(descriptor.title, header)} />
      {descriptor.header && header && <TabsHeader values={headerValues(descriptor.header.show, header, language)} />}
      <Tabs
        id={`tabs-${descriptor.tabs.map((t) => t.id).join('-')}`}
        selectedTabId={tab}
        onChange={(id) => setSearch((s) => ({ ...Object.fromEntries(s), tab: String(id) }), { replace: true })}
        renderActiveTabPanelOnly
        large
      >
        {descriptor.tabs.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={<EmbeddedScreen id={t.screen} />} />
        ))}
      </Tabs>
    </div>
  );
}

/** The header's record, loaded again whenever another tab opens so that it follows the saves made there. */
function useHeaderRecord(spec: HeaderSpec | undefined, openTab: string) {
  const { provider, language } = useEngine();
  const params = useParams();
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  const key = JSON.stringify(params);
  useEffect(() => {
    // Drawn for a moment under another route (its params gone), it has no record to read.
    const named = [...JSON.stringify(spec?.load ?? '').matchAll(/\{param\.(\w+)\}/g)].map((m) => m[1]);
    if (!spec || named.some((name) => !params[name])) return;
    let live = true;
    provider
      .call<Record<string, unknown>>(spec.load, { language, params })
      .then((r) => live && setRecord(r && typeof r === 'object' ? r : null))
      .catch((error) => console.error('header load failed', error));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spec, language, key, openTab]);
  return record;
}
