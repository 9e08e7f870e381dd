import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/columns';

/**
 * PostgreSQL writes a create or an update and its audit entry in one statement, so the bounds of
 * server/writes/audit-bounds.ts are applied there by this function, with the same rules and figures
 * (passed in by the statement). Prefix and suffix are found by halving over the texts' UTF-8 bytes (a
 * byte comparison is a memory compare, where counting characters of a megabyte text costs a pass each
 * time), then moved to a character boundary; positions are answered in characters, as JavaScript counts
 * code points.
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
  ob bytea;
  nb bytea;
  lo int;
  hi int;
  mid int;
  p int;
  s int;
  st int;
  e int;
  share int;
BEGIN
  IF changes IS NULL THEN RETURN NULL; END IF;
  share := ceiling / (2 * greatest((SELECT count(*) FROM jsonb_object_keys(changes))::int, 1));
  FOR field, change IN SELECT key, value FROM jsonb_each(changes) LOOP
    IF jsonb_typeof(change) = 'object' AND jsonb_typeof(change->'old') = 'string' AND jsonb_typeof(change->'new') = 'string'
       AND greatest(length(change->>'old'), length(change->>'new')) >= compact_from THEN
      o := change->>'old';
      n := change->>'new';
      ob := convert_to(o, 'UTF8');
      nb := convert_to(n, 'UTF8');
      -- The common prefix and suffix in bytes, found by halving, then moved to the nearest character boundary.
      lo := 0;
      hi := least(length(ob), length(nb));
      WHILE lo < hi LOOP
        mid := (lo + hi + 1) / 2;
        IF substring(ob FROM 1 FOR mid) = substring(nb FROM 1 FOR mid) THEN lo := mid; ELSE hi := mid - 1; END IF;
      END LOOP;
      p := lo;
      WHILE p > 0 AND p < length(ob) AND get_byte(ob, p) BETWEEN 128 AND 191 LOOP p := p - 1; END LOOP;
      lo := 0;
      hi := least(length(ob), length(nb)) - p;
      WHILE lo < hi LOOP
        mid := (lo + hi + 1) / 2;
        IF substring(ob FROM length(ob) - mid + 1 FOR mid) = substring(nb FROM length(nb) - mid + 1 FOR mid) THEN lo := mid; ELSE hi := mid - 1; END IF;
      END LOOP;
      s := lo;
      WHILE s > 0 AND get_byte(nb, length(nb) - s) BETWEEN 128 AND 191 LOOP s := s - 1; END LOOP;
      st := greatest(p - 4 * context - 3, 0);
      WHILE st < p AND get_byte(nb, st) BETWEEN 128 AND 191 LOOP st := st + 1; END LOOP;
      e := least(s, 4 * context + 3);
      WHILE e < s AND get_byte(nb, length(nb) - s + e) BETWEEN 128 AND 191 LOOP e := e - 1; END LOOP;
      change := jsonb_build_object(
        'at', length(convert_from(substring(nb FROM 1 FOR p), 'UTF8')), 'oldLength', length(o), 'newLength', length(n),
        'before', right(convert_from(substring(nb FROM st + 1 FOR p - st), 'UTF8'), context),
        'old', convert_from(substring(ob FROM p + 1 FOR length(ob) - p - s), 'UTF8'),
        'new', convert_from(substring(nb FROM p + 1 FOR length(nb) - p - s), 'UTF8'),
        'after', left(convert_from(substring(nb FROM length(nb) - s + 1 FOR e), 'UTF8'), context));
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
