import { Callout, Spinner } from '@blueprintjs/core';
import { languageTag } from '../list/format';
import type { PendingDelete } from './useMediaDelete';


/** Where the files about to be deleted are used, so that nobody removes an image a page still shows. */
export function MediaUsageList({ pending }: { pending: PendingDelete }) {
  if (pending.usage === null) return <Spinner size={20} aria-label="Checking where the files are used" />;
  if (pending.usage === undefined) return <Callout intent="warning">Where these files are used could not be checked.</Callout>;
  const used = pending.usage.filter((u) => u.uses.length);
  if (!used.length) {
    return <Callout intent="success" icon="tick">{pending.keys.length === 1 ? 'This file is used nowhere.' : 'These files are used nowhere.'}</Callout>;
  }
  return (
    <Callout intent="warning" title="Still in use">
      <ul className="bo-media-usage">
        {used.map(({ key, uses }) => (
          <li key={key}>
            <strong>{key}</strong>
            <ul>
              {uses.map((use) => (
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
            </ul>
          </li>
        ))}
      </ul>
    </Callout>
  );
}
