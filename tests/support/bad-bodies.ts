import { expect, it } from 'vitest';
import type { Answer, ApiClient } from './client';
import type { TestServer } from './harness';
import { snapshot } from './matrix';

type Schema = { properties: Record<string, any>; required?: string[] };

function wrongValue(property: any): unknown {
  const types = [property.type].flat();
  if (types.includes('string')) return 12345;
  if (types.includes('integer') || types.includes('number')) return 'not a number';
  if (types.includes('boolean')) return 'yes';
  if (types.includes('array')) return 'not a list';
  return 42;
}

/**
 * Bad bodies of one writing call: each field with a wrong type, each required
 * field missing, each text field far too long, an unknown field. Every one is
 * answered 400 naming the field, and nothing in the tables changes.
 */
export function rejectsBadBodies(
  server: TestServer,
  c: { name: string; schema: Schema; tables: string[]; valid(): Promise<Record<string, any>>; send(client: ApiClient, body: any): Promise<Answer>; skip?: string[] },
) {
  it(`${c.name}: bad bodies are refused and change nothing`, async () => {
    const valid = await c.valid();
    const cases: [string, Record<string, any>, string][] = [];
    for (const [field, property] of Object.entries(c.schema.properties)) {
      if (c.skip?.includes(field) || property.readOnly) continue;
      cases.push([`${field} of a wrong type`, { ...valid, [field]: wrongValue(property) }, field]);
      if ([property.type].flat().includes('string') && property.maxLength) {
        cases.push([`${field} too long`, { ...valid, [field]: 'x'.repeat(property.maxLength + 1) }, field]);
      }
    }
    for (const field of c.schema.required ?? []) {
      if (c.skip?.includes(field)) continue;
      const { [field]: _removed, ...rest } = valid;
      cases.push([`${field} missing`, rest, field]);
    }
    cases.push(['an unknown field', { ...valid, notAField: 'x' }, 'notAField']);
    const before = await snapshot(server, c.tables);
    for (const [label, body, field] of cases) {
      const answer = await c.send(server.admin, body);
      expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.field, label).toBe(field);
    }
    expect(await snapshot(server, c.tables)).toEqual(before);
  });
}
