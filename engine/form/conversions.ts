import type { Conversion } from '../model/descriptor';
import { registry } from '../registry/index';

const conversion = (name: Conversion) => registry.conversions[name as keyof typeof registry.conversions];

/** From the form to the API, in the order the descriptor lists them. */
export function toApi(value: unknown, conversions: Conversion[] = []): unknown {
  return conversions.reduce((v, c) => conversion(c).toApi(v), value);
}

/** From the API to the form: the conversions that change the value's form undo themselves, last first. */
export function fromApi(value: unknown, conversions: Conversion[] = []): unknown {
  const undone = [...conversions].reverse().reduce((v, c) => {
    const back = conversion(c).fromApi;
    return back ? back(v) : v;
  }, value);
  return undone ?? undefined;
}
