import { Button, InputGroup } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** How long typing pauses before the rows follow; every key shows in the box at once. */
export const SEARCH_PAUSE = 200;

export interface ListSearchProps {
  /** What the rows are: "reviews". */
  noun: string;
  /** The search in force (the address's). */
  query: string;
  onSearch(text: string): void;
}

/**
 * The search box of a list's filter bar. The box keeps every key itself; the rows follow once typing pauses, when
 * the box is left (so a row clicked right after typing opens with the search kept) and on Enter. Escape clears it.
 */
export function ListSearch({ noun, query, onSearch }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(query);
  const sent = useRef(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A search changed elsewhere (Back, Clear under an empty list) shows in the box.
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setText(query);
    }
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (value: string) => {
    clearTimeout(timer.current);
    if (value === sent.current) return;
    sent.current = value;
    onSearch(value);
  };
  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(value), SEARCH_PAUSE);
  };
  const clear = () => {
    setText('');
    send('');
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') send(text);
    if (event.key === 'Escape' && text) {
      // Only the search is cleared: a dialog or drawer around the list stays open.
      event.stopPropagation();
      clear();
    }
  };
  const label = `Search ${noun}`;
  return (
    <div className="engine-list-search" role="search">
      <label htmlFor={id} className="engine-sr-only">
        {label}
      </label>
      <InputGroup
        id={id}
        type="search"
        leftIcon="search"
        placeholder={`${label}…`}
        value={text}
        onValueChange={type}
        onKeyDown={keyDown}
        onBlur={() => send(text)}
        autoComplete="off"
        rightElement={text ? <Button variant="minimal" icon="cross" aria-label="Clear search text" onClick={clear} /> : undefined}
      />
    </div>
  );
}
