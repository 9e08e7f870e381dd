import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { paramNames } from './route-params';

interface Props {
  patterns: string[];
  pattern: string;
  onPattern(pattern: string): void;
  params: Record<string, string>;
  onParams(params: Record<string, string>): void;
}

/** Which of the screen's routes the preview opens, and its parameters (each taken on Enter or on leaving the box). */
export function RouteChoice({ patterns, pattern, onPattern, params, onParams }: Props) {
  return (
    <div className="studio-preview-route">
      {patterns.length > 1 && (
        <HTMLSelect aria-label="Route" minimal value={pattern} onChange={(e) => onPattern(e.currentTarget.value)} options={patterns} />
      )}
      {paramNames(pattern).map((name) => (
        <ParamInput key={name} name={name} value={params[name] ?? ''} onValue={(value) => onParams({ ...params, [name]: value })} />
      ))}
    </div>
  );
}

function ParamInput({ name, value, onValue }: { name: string; value: string; onValue(value: string): void }) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const take = () => typed.trim() !== value && onValue(typed.trim());
  return (
    <span className="studio-preview-param">
      <label htmlFor={id}>{`:${name}`}</label>
      <InputGroup
        id={id}
        size="small"
        value={typed}
        placeholder="record id"
        onValueChange={setTyped}
        onBlur={take}
        onKeyDown={(e) => e.key === 'Enter' && take()}
      />
    </span>
  );
}
