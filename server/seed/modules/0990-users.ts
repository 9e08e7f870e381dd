import { DATA_TYPES } from '../../../shared/data-types';
import { ROLES } from '../../../shared/roles';
import { hashPassword } from '../../auth/passwords';
import type { SeedContext } from '../context';
import { DEMO_ACCOUNTS } from '../demo-accounts';

/** Demo editors with different rights, to try the permission rules. */
export default async function seed({ db }: SeedContext) {
  for (const account of DEMO_ACCOUNTS) {
    const { userId } = await db
      .insertInto('users')
      .values({
        firstName: account.firstName,
        lastName: account.lastName,
        username: account.username,
        image: null,
        passwordHash: await hashPassword(account.password),
        createdAt: new Date().toISOString(),
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    const roles = new Map<string, number>();
    for (const [types, role, languages] of account.grants) {
      // "all" is the content and settings a chief editor keeps: who may sign in, and how screens look, stay the administrator's to give.
      const ids = types === 'all' ? Object.values(DATA_TYPES).filter((id) => id !== DATA_TYPES['Settings Users'] && id !== DATA_TYPES['Settings Screens']) : types.map((t) => DATA_TYPES[t]);
      for (const languageId of languages) for (const dataTypeId of ids) roles.set(`${languageId}:${dataTypeId}`, ROLES[role]);
    }
    const rows = [...roles].map(([key, roleId]) => {
      const [languageId, dataTypeId] = key.split(':').map(Number);
      return { userId, languageId, dataTypeId, roleId };
    });
    await db.insertInto('permissions').values(rows).execute();
  }
}
