import { H3, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import type { TabsScreen as TabsDescriptor } from '../descriptor/types';
import EmbeddedScreen from './EmbeddedScreen';

/** A tabbed editor: each tab is another descriptor (review: edit, content, faq). */
export default function TabsScreen({ descriptor }: { descriptor: TabsDescriptor }) {
  const [tab, setTab] = useState(descriptor.tabs[0].id);
  return (
    <div>
      <H3>{descriptor.title}</H3>
      <Tabs id={descriptor.title} selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
        {descriptor.tabs.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={<EmbeddedScreen id={t.screen} />} />
        ))}
      </Tabs>
    </div>
  );
}
