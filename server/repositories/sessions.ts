import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { preparedQuery } from '../db/prepared-query';
import '../db/tables/auth';

export function sessionsRepository(db: Kysely<Database>) {
  // One query per request for the user of a token and all of their roles (one row per role, or one
  // row without a role): every protected call needs both, and on PostgreSQL each query is a round trip.
  const sessionWithRoles = preparedQuery(db, ['tokenHash', 'now'] as const, (slot) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.userId', 'sessions.userId')
      .leftJoin('permissions', 'permissions.userId', 'sessions.userId')
      .select(['users.userId', 'users.username', 'users.firstName', 'users.lastName', 'permissions.languageId', 'permissions.dataTypeId', 'permissions.roleId'])
      .where('sessions.tokenHash', '=', slot('tokenHash'))
      .where('sessions.expiresAt', '>', slot('now')),
  );
  return {
    /** The user of a live session with their roles, or an empty list for an unknown or expired token. */
    findUserWithRoles: (tokenHash: string) => sessionWithRoles({ tokenHash, now: new Date().toISOString() }),
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
    revoke: (tokenHash: string) => db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute(),
    revokeAllOf: (userId: number) => db.deleteFrom('sessions').where('userId', '=', userId).execute(),
    purgeExpired: () => db.deleteFrom('sessions').where('expiresAt', '<=', new Date().toISOString()).execute(),
  };
}
