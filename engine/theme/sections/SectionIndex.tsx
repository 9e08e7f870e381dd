import { Icon } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useCurrentSection } from './useCurrentSection';

export interface IndexEntry {
  id: string;
  title: string;
  /** A field of the section is refused or invalid. */
  error: boolean;
  /** A field of the section differs from what was loaded or saved. */
  changed: boolean;
}

/**
 * The in-page index of a long form: a sticky list beside it of its sections, the one being read marked, each a link
 * that unfolds its section and jumps there; a section holding an error or an unsaved change says so.
 */
export function SectionIndex({ entries, onJump }: { entries: IndexEntry[]; onJump(id: string): void }) {
  const [current, pin] = useCurrentSection(entries.map((entry) => entry.id));
  const jump = (event: MouseEvent, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    pin(id);
    onJump(id);
  };
  return (
    <nav className="bo-section-index" aria-label="Sections of this form">
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={entry.id === current ? 'bo-section-index-current' : undefined}
              aria-current={entry.id === current ? 'location' : undefined}
              onClick={(event) => jump(event, entry.id)}
            >
              <span className="bo-section-index-title">{entry.title}</span>
              {entry.error && (
                <span className="bo-section-index-mark" data-mark="error">
                  <Icon icon="error" intent="danger" size={12} aria-hidden />
                  <span className="bo-visually-hidden"> (has errors)</span>
                </span>
              )}
              {entry.changed && (
                <span className="bo-section-index-mark" data-mark="changed">
                  <Icon icon="edit" size={12} aria-hidden />
                  <span className="bo-visually-hidden"> (changed, not saved)</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
