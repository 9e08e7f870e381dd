import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tableWriter } from '../writes/table-writer';
import '../db/tables/auth';
import '../db/tables/versions';

/** The public columns of a user: the password hash never leaves this file. */
const PUBLIC = ['userId', 'firstName', 'lastName', 'username', 'image', 'version'] as const;

export interface UserFields {
  firstName: string;
  lastName: string;
  username: string;
  image?: string | null;
}

export function usersRepository(db: Kysely<Database>) {
  const writer = tableWriter(db, 'users', 'userId');
  return {
    list: () => db.selectFrom('users').select(PUBLIC).orderBy('userId').execute(),
    findById: (userId: number) => db.selectFrom('users').select(PUBLIC).where('userId', '=', userId).executeTakeFirst(),
    findCredentials: (username: string) =>
      db
        .selectFrom('users')
        .select([...PUBLIC, 'passwordHash'])
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .executeTakeFirst(),
    usernameTaken: async (username: string, exceptUserId = 0) =>
      !!(await db
        .selectFrom('users')
        .select('userId')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .where('userId', '!=', exceptUserId)
        .executeTakeFirst()),
    create: async (fields: UserFields, passwordHash: string) => {
      const row = await writer.insert({ ...fields, image: fields.image ?? null, passwordHash, createdAt: new Date().toISOString() });
      return row.userId as number;
    },
    update: (userId: number, fields: Partial<UserFields> & { passwordHash?: string }) => writer.update(userId, fields),
  };
}
