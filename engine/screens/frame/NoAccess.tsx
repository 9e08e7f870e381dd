import { NonIdealState } from '@blueprintjs/core';

/**
 * What a screen shows where the user may not read what it holds: a record in a language they have no role in, or a
 * screen of a data type they hold nothing for here. The same page wherever the refusal is found (the route's gate,
 * a record's refused read), in place of any form, so nothing can be typed or saved there.
 */
export function NoAccess({ message }: { message: string }) {
  return <NonIdealState className="engine-no-access" icon="lock" title="No access" description={message} />;
}
