import { Callout } from '@blueprintjs/core';
import type { Problem } from '../check/check-text';

/** The check's problems under the editor, each with its place: the same words the build prints. */
export function ProblemList({ problems, onShow }: { problems: Problem[]; onShow(problem: Problem): void }) {
  if (!problems.length) return null;
  return (
    <Callout intent="danger" title="To fix before publishing" className="studio-problems" role="status">
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <a href="#studio-json" onClick={(e) => (e.preventDefault(), onShow(p))}>
              {p.at ? `at ${p.at}` : 'here'}
            </a>
            : {p.message}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
