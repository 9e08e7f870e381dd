type Row = Record<string, any>;

/** What a save body was made from: the form's values and the loaded record (groups and hooks read them). */
export interface BodySource {
  values: Record<string, unknown>;
  record: Row | null;
}

const sources = new WeakMap<object, BodySource>();

export function rememberSource<T extends object>(body: T, source: BodySource): T {
  sources.set(body, source);
  return body;
}

export const sourceOf = (body: object): BodySource | undefined => sources.get(body);
