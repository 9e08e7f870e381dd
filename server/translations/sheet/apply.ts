import type { Kysely } from 'kysely';
import { currentWrite, writeContext } from '../../writes/context';
import { tableWriter } from '../../writes/table-writer';
import { createVersion } from './create-version';
import type { ImportPlan } from './plan';
import type { SheetWrite } from './imports-repository';

/**
 * Writes an import's plan in the caller's transaction: each changed version through its table writer at the version
 * the sheet stated (so it is audited as a save of that record, under its own data type), each missing one created
 * as its Add flow would. Answers what was written, for the undo.
 */
export async function applyPlan(trx: Kysely<any>, plan: ImportPlan): Promise<SheetWrite[]> {
  const writes: SheetWrite[] = [];
  for (const planned of plan.records) {
    const { entity } = planned;
    await writeContext.run({ ...currentWrite()!, dataType: entity.dataType, expected: undefined }, async () => {
      const writer = tableWriter(trx, entity.table, entity.idColumn);
      if (planned.id === null) {
        const id = await createVersion(trx, planned, plan.languageId);
        const row = await writer.lock(id, undefined);
        writes.push({ entity: entity.entity, id, version: Number(row!.version), before: null });
        return;
      }
      // Locked and checked at the version the plan read, in the transaction the plan was made in.
      await writer.lock(planned.id, planned.version ?? undefined);
      const row = await writer.update(planned.id, planned.changes);
      writes.push({ entity: entity.entity, id: planned.id, version: Number(row!.version), before: planned.before });
    });
  }
  return writes;
}
