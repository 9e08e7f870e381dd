import type { Kysely } from 'kysely';
import { Errors } from '../../errors';
import { currentWrite, writeContext } from '../../writes/context';
import { tableWriter } from '../../writes/table-writer';
import { translatableEntity } from '../entities';
import type { SheetImport } from './imports-repository';
import '../../db/tables/translation-links';

/**
 * Undoes an import in the caller's transaction: every version it changed gets its fields' earlier values back, every
 * version it created is removed with its link. A version changed or deleted since the import refuses the whole undo
 * (409, naming it), so nobody's later work is overwritten and nothing is undone in part.
 */
export async function undoImport(trx: Kysely<any>, entry: SheetImport): Promise<{ restored: number; removed: number }> {
  let restored = 0;
  let removed = 0;
  for (const write of [...entry.writes].reverse()) {
    const entity = translatableEntity(write.entity);
    const writer = tableWriter(trx, entity.table, entity.idColumn);
    const row = await writer.lock(write.id, undefined);
    if (!row) throw new Errors.Conflict(`${entity.entity} ${write.id} was deleted since the import; nothing was undone.`);
    if (Number(row.version) !== write.version) {
      throw new Errors.Conflict(
        `${entity.entity} ${write.id} ("${String(row[entity.nameColumn] ?? '')}") was changed since the import (version ${write.version} then, ${String(row.version)} now); nothing was undone, so that change is kept.`,
      );
    }
    await writeContext.run({ ...currentWrite()!, dataType: entity.dataType, expected: undefined }, async () => {
      if (write.before) {
        await writer.update(write.id, write.before);
        restored++;
        return;
      }
      await trx.deleteFrom('translation_links').where('entity', '=', entity.entity).where('recordId', '=', write.id).execute();
      await writer.remove(write.id);
      removed++;
    });
  }
  return { restored, removed };
}
