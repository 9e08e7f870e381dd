import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/columns';

/**
 * PostgreSQL writes a create or an update and its audit entry in one statement, so the bounds of
 * server/writes/audit-bounds.ts are applied there by this function, with the same rules and figures
 * (passed in by the statement). Prefix and suffix are found by halving: comparing left(o, k) with
 * left(n, k) costs one pass, where walking character by character would cost one per character.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
CREATE OR REPLACE FUNCTION audit_bounded(changes jsonb, compact_from int, context int, ceiling int) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb := '{}';
  field text;
  change jsonb;
  o text;
  n text;
  lo int;
  hi int;
  mid int;
  p int;
  s int;
  share int;
BEGIN
  IF changes IS NULL THEN RETURN NULL; END IF;
  share := ceiling / (2 * greatest((SELECT count(*) FROM jsonb_object_keys(changes))::int, 1));
  FOR field, change IN SELECT key, value FROM jsonb_each(changes) LOOP
    IF jsonb_typeof(change) = 'object' AND jsonb_typeof(change->'old') = 'string' AND jsonb_typeof(change->'new') = 'string'
       AND greatest(length(change->>'old'), length(change->>'new')) >= compact_from THEN
      o := change->>'old';
      n := change->>'new';
      lo := 0;
      hi := least(length(o), length(n));
      WHILE lo < hi LOOP
        mid := (lo + hi + 1) / 2;
        IF left(o, mid) = left(n, mid) THEN lo := mid; ELSE hi := mid - 1; END IF;
      END LOOP;
      p := lo;
      lo := 0;
      hi := least(length(o), length(n)) - p;
      WHILE lo < hi LOOP
        mid := (lo + hi + 1) / 2;
        IF right(o, mid) = right(n, mid) THEN lo := mid; ELSE hi := mid - 1; END IF;
      END LOOP;
      s := lo;
      change := jsonb_build_object(
        'at', p, 'oldLength', length(o), 'newLength', length(n),
        'before', substr(n, greatest(p - context, 0) + 1, p - greatest(p - context, 0)),
        'old', substr(o, p + 1, length(o) - p - s),
        'new', substr(n, p + 1, length(n) - p - s),
        'after', substr(n, length(n) - s + 1, least(s, context)));
    END IF;
    IF jsonb_typeof(change) = 'object' THEN
      IF jsonb_typeof(change->'old') = 'string' AND length(change->>'old') > share THEN
        change := change || jsonb_build_object('old', left(change->>'old', share), 'truncated', true);
      END IF;
      IF jsonb_typeof(change->'new') = 'string' AND length(change->>'new') > share THEN
        change := change || jsonb_build_object('new', left(change->>'new', share), 'truncated', true);
      END IF;
    END IF;
    result := result || jsonb_build_object(field, change);
  END LOOP;
  RETURN result;
END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS audit_bounded(jsonb, int, int, int)`.execute(db);
}
