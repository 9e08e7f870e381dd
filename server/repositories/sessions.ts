import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import '../db/tables/auth';

export function sessionsRepository(db: Kysely<Database>) {
  return {
    create: (tokenHash: string, userId: number, ttlMinutes: number) => {
      const now = new Date();
      return db
        .insertInto('sessions')
        .values({
          tokenHash,
          userId,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + ttlMinutes * 60_000).toISOString(),
        })
        .execute();
    },
    /** The user of a live session, or undefined for an unknown or expired token. */
    findUser: (tokenHash: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.userId', 'sessions.userId')
        .select(['users.userId', 'users.username', 'users.firstName', 'users.lastName', 'sessions.expiresAt'])
        .where('sessions.tokenHash', '=', tokenHash)
        .where('sessions.expiresAt', '>', new Date().toISOString())
        .executeTakeFirst(),
    revoke: (tokenHash: string) => db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute(),
    revokeAllOf: (userId: number) => db.deleteFrom('sessions').where('userId', '=', userId).execute(),
    purgeExpired: () => db.deleteFrom('sessions').where('expiresAt', '<=', new Date().toISOString()).execute(),
  };
}
