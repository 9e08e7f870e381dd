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
  // One query for the users of several tokens and all of their roles (server/auth/session-lookup.ts
  // gathers the calls that arrive together): every protected call needs both, and on PostgreSQL each
  // query is a round trip. The roles come as one JSON list rather than a row each: a row per role
  // cost more to read than the rest of the lookup together. The tokens travel as one JSON list, so
  // that the statement's text is the same however many there are.
  const postgres = isPostgres(db);
  const grants: RawBuilder<RoleGrant[] | string> = postgres
    ? sql<RoleGrant[]>`(select coalesce(json_agg(json_build_array(p."languageId", p."dataTypeId", p."roleId")), '[]') from permissions p where p."userId" = users."userId")`
    : sql<string>`(select json_group_array(json_array(p."languageId", p."dataTypeId", p."roleId")) from permissions p where p."userId" = users."userId")`;
  const sessionsWithRoles = preparedQuery(db, ['tokenHashes', 'now'] as const, (slot) => {
    const listed = postgres ? sql`(select json_array_elements_text(${slot('tokenHashes')}::json))` : sql`(select value from json_each(${slot('tokenHashes')}))`;
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.userId', 'sessions.userId')
      .select(['sessions.tokenHash', 'users.userId', 'users.username', 'users.firstName', 'users.lastName', grants.as('roles')])
      .where(sql<boolean>`${sql.ref('sessions.tokenHash')} in ${listed}`)
      .where('sessions.expiresAt', '>', slot('now'));
  });
  return {
    /** The users of the live sessions among these tokens, with their roles; unknown and expired tokens are left out. */
    findUsersWithRoles: async (tokenHashes: readonly string[]): Promise<Map<string, SessionUser>> => {
      const rows = await sessionsWithRoles({ tokenHashes: JSON.stringify(tokenHashes), now: new Date().toISOString() });
      return new Map(
        rows.map((row) => {
          const roles = typeof row.roles === 'string' ? (JSON.parse(row.roles) as RoleGrant[]) : (row.roles as RoleGrant[]);
          return [row.tokenHash, { userId: row.userId, username: row.username, firstName: row.firstName, lastName: row.lastName, roles }];
        }),
      );
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
