import { Callout, Spinner } from '@blueprintjs/core';
import { languageTag } from '../list/format';
import type { MediaUsage } from './types';
import type { PendingDelete } from './useMediaDelete';

/** The uses the server counted but did not name, because the user may not read their records. */
export function hiddenUsesText(usage: Pick<MediaUsage, 'uses' | 'hiddenUses'>): string {
  const n = usage.hiddenUses;
  return `${usage.uses.length ? 'and ' : ''}${n} ${n === 1 ? 'use in a language' : 'uses in languages'} you cannot read`;
}

/** Where the files about to be deleted are used, so that nobody removes an image a page still shows. */
export function MediaUsageList({ pending }: { pending: PendingDelete }) {
  if (pending.usage === null) return <Spinner size={20} aria-label="Checking where the files are used" />;
  if (pending.usage === undefined) return <Callout intent="warning">Where these files are used could not be checked.</Callout>;
  const used = pending.usage.filter((u) => u.uses.length || u.hiddenUses > 0);
  if (!used.length) {
    return <Callout intent="success" icon="tick">{pending.keys.length === 1 ? 'This file is used nowhere.' : 'These files are used nowhere.'}</Callout>;
  }
  return (
    <Callout intent="warning" title="Still in use">
      <ul className="bo-media-usage">
        {used.map((usage) => (
          <li key={usage.key}>
            <strong>{usage.key}</strong>
            <ul>
              {usage.uses.map((use) => (
                <li key={`${use.dataType}-${use.id}-${use.field}`}>
                  {`${use.dataType}${use.languageId ? ` (${languageTag(use.languageId)})` : ''}: `}
                  {use.path ? (
                    <a href={use.path} target="_blank" rel="noreferrer">
                      {use.title || use.path}
                    </a>
                  ) : (
                    use.title
                  )}
                  {` (${use.field})`}
                </li>
              ))}
              {usage.hiddenUses > 0 && <li>{hiddenUsesText(usage)}</li>}
            </ul>
          </li>
        ))}
      </ul>
    </Callout>
  );
}
