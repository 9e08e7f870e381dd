import { Classes } from '@blueprintjs/core';
import type { HeaderValue } from './tabs-header';

/** The header line of a tabbed editor: 'Updated on' DD/MM/YYYY, the public URL (opens in a new tab), … */
export default function TabsHeader({ values }: { values: HeaderValue[] }) {
  return (
    <dl className="engine-tabs-header" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 24px', margin: '0 0 12px' }}>
      {values.map((v) => (
        <div key={v.label} style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
          <dt className={Classes.TEXT_MUTED}>{v.label}</dt>
          <dd style={{ margin: 0 }}>
            {v.href ? (
              <a href={v.href} target="_blank" rel="noopener noreferrer">
                {v.text}
              </a>
            ) : (
              v.text
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
