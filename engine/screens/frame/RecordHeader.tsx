import { Classes, EntityTitle, Tag } from '@blueprintjs/core';
import { memo, type ReactNode } from 'react';
import type { RecordHeader as HeaderSpec } from '../../model/descriptor';
import { languageTag } from '../../list/format';
import { headerValues } from './header-values';

interface Props {
  spec: HeaderSpec;
  record: Record<string, unknown>;
  language: number;
}

/**
 * What a record screen edits, under its title: the record's name with its language tag (Blueprint's EntityTitle),
 * then the values the descriptor asks for ('Updated on', the public URL, opening in a new tab). Memoised, so that a
 * keystroke in the form below does not draw it again.
 */
/**
 * The name, cut by the stylesheet where it is too long and whole in its tooltip. Blueprint's own title text measures
 * itself after each render to title only a cut name: a layout forced in the middle of drawing the record's screen.
 */
function RecordName({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} title={typeof children === 'string' ? children : undefined}>
      {children}
    </div>
  );
}

export const RecordHeader = memo(function RecordHeader({ spec, record, language }: Props) {
  const name = spec.name ? record[spec.name] : undefined;
  const tag = languageTag(record.languageId ?? language);
  const values = headerValues(spec.show ?? [], record, language);
  return (
    <div className="engine-record-header">
      {name !== undefined && name !== null && name !== '' && (
        <EntityTitle className="engine-record-name" title={String(name)} tags={tag ? <Tag minimal>{tag}</Tag> : undefined} heading={RecordName} ellipsize />
      )}
      {values.length > 0 && (
        <dl className="engine-record-values">
          {values.map((v) => (
            <div key={`${v.label}:${v.text}`}>
              {v.label && <dt className={Classes.TEXT_MUTED}>{v.label}</dt>}
              <dd>
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
      )}
    </div>
  );
});
