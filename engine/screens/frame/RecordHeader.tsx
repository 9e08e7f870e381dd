import { Classes, EntityTitle, Tag } from '@blueprintjs/core';
import { memo } from 'react';
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
 * then the values the descriptor asks for ('Updated on', the public URL, opening in a new tab). Memoised: the
 * ellipsized title measures itself after each render, which a keystroke in the form below must not cause.
 */
export const RecordHeader = memo(function RecordHeader({ spec, record, language }: Props) {
  const name = spec.name ? record[spec.name] : undefined;
  const tag = languageTag(record.languageId ?? language);
  const values = headerValues(spec.show ?? [], record, language);
  return (
    <div className="engine-record-header">
      {name !== undefined && name !== null && name !== '' && (
        <EntityTitle className="engine-record-name" title={String(name)} tags={tag ? <Tag minimal>{tag}</Tag> : undefined} ellipsize />
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
