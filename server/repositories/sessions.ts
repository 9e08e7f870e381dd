import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/columns';
import type { Database } from '../db/schema';
import { preparedQuery } from '../db/prepared-query';
import '../db/tables/auth';

/** A role held: [languageId, dataTypeId, roleId]. */
export type RoleGrant = [number, number, number];

export interface SessionUser {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  roles: RoleGrant[];
}

export function sessionsRepository(db: Kysely<Database>) {
  // One query per request for the user of a token and all of their roles: every protected call needs
  // both, and on PostgreSQL each query is a round trip. The roles come as one JSON list rather than a
  // row each: a row per role cost more to read than the rest of the lookup together.
  const grants: RawBuilder<RoleGrant[] | string> = isPostgres(db)
    ? sql<RoleGrant[]>`(select coalesce(json_agg(json_build_array(p."languageId", p."dataTypeId", p."roleId")), '[]') from permissions p where p."userId" = users."userId")`
    : sql<string>`(select json_group_array(json_array(p."languageId", p."dataTypeId", p."roleId")) from permissions p where p."userId" = users."userId")`;
  const sessionWithRoles = preparedQuery(db, ['tokenHash', 'now'] as const, (slot) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.userId', 'sessions.userId')
      .select(['users.userId', 'users.username', 'users.firstName', 'users.lastName', grants.as('roles')])
      .where('sessions.tokenHash', '=', slot('tokenHash'))
      .where('sessions.expiresAt', '>', slot('now')),
  );
  return {
    /** The user of a live session with their roles, or undefined for an unknown or expired token. */
    findUserWithRoles: async (tokenHash: string): Promise<SessionUser | undefined> => {
      const [row] = await sessionWithRoles({ tokenHash, now: new Date().toISOString() });
      if (!row) return undefined;
      const roles = typeof row.roles === 'string' ? (JSON.parse(row.roles) as RoleGrant[]) : (row.roles as RoleGrant[]);
      return { userId: row.userId, username: row.username, firstName: row.firstName, lastName: row.lastName, roles };
    },
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
