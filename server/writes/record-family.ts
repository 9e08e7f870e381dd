import type { DataTypeName } from '../../shared/data-types';

/**
 * What every family of records a generic write names (imports, bulk changes) says of itself: its name in the calls'
 * paths, how a sentence names its records, its permission data type and where its records live.
 */
export interface RecordFamily {
  /** The family's name in the calls' paths and in a list descriptor (`import.family`, `bulk.family`). */
  name: string;
  /** A record in a sentence ("blog post"), and several ("blog posts"). */
  what: string;
  whatPlural: string;
  dataType: DataTypeName;
  table: string;
  idColumn: string;
}
