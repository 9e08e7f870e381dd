import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Errors } from '../errors';
import { recordWrite } from '../writes/audit-entry';
import { currentWrite } from '../writes/context';
import { FILLED, type JsonSchema } from '../lib/schemas';
import { computeReadiness } from './compute';
import { declaredRules } from './declared-rules';
import type { ReadinessFamily } from './families';

/** What an administrator sends to activate a record despite blocking findings. */
export interface ActivationOverride {
  reason: string;
}

/** The body property a gated save takes, `activationOverride`: documented with the save's own body. */
export const activationOverrideSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  title: 'Activate despite blocking readiness findings',
  description: 'Administrators only (the admin role in the language): why the record goes live although a readiness rule blocks. Recorded in its history. A reason is required.',
  properties: { reason: { type: 'string', minLength: 1, maxLength: 500, ...FILLED } },
};

/** Whether a save turns the family's active column on: stored off, the changes on. */
export function activates(family: ReadinessFamily, stored: Record<string, unknown>, changes: Record<string, unknown>): boolean {
  const column = family.family.activeColumn;
  return Boolean(column && changes[column] && !stored[column]);
}

/**
 * Refuses an activation while a readiness rule blocks: run in the save's transaction after its writes, so what the
 * same save filled in counts, and a refusal takes the whole save back. The form, bulk changes and the API all save
 * through the family's write path, which calls this. An administrator's override with a reason lets it through and
 * is recorded in the record's history as `activationOverride`, naming what blocked.
 */
export async function guardActivation(
  db: Kysely<any>,
  req: FastifyRequest,
  family: ReadinessFamily,
  record: { id: number; languageId: number },
  override: ActivationOverride | undefined,
): Promise<void> {
  // An undo puts a record back as it was before a change: it went live then, and taking a change back is never refused.
  if (currentWrite()?.undoing) return;
  const { rules } = await declaredRules(db, family.type);
  if (!rules.some((r) => r.level === 'blocks')) return;
  const [found] = await computeReadiness(db, family, rules, [record.languageId], [record.id]);
  const blocking = found?.findings.filter((f) => f.level === 'blocks') ?? [];
  if (!blocking.length) return;
  if (!override) {
    const listed = blocking.map((f) => f.message).join(' ');
    throw Object.assign(new Errors.ActivationBlocked(`Cannot be activated while ${blocking.length === 1 ? 'this blocks' : `these ${blocking.length} block`}: ${listed}`), { findings: blocking });
  }
  await req.authorize(record.languageId, { dataType: family.dataType, action: 'delete' }).catch((error) => {
    throw Object.assign(new Errors.Forbidden(`Only an administrator may activate despite blocking findings: ${error.message}`), { refused: error.refused });
  });
  const what = blocking.map((f) => `${f.field}: ${f.message}`).join('; ');
  await recordWrite(db, 'update', family.table, record.id, { activationOverride: null, languageId: record.languageId }, { activationOverride: `${override.reason.trim()} (over: ${what})`, languageId: record.languageId });
}
