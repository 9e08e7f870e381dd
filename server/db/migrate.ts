import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { loadModules } from '../lib/load-modules';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Applies every migration in server/migrations, in file-name order; the same set runs on SQLite and PostgreSQL. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const provider = {
    getMigrations: async () => Object.fromEntries((await loadModules<Migration>(folder)).map(({ name, module }) => [name, module])),
  };
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
}
