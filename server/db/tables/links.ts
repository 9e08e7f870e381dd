import type { Generated } from 'kysely';

/** An external link; its address is the url_tables entry urlTableId (dataTypeId 6). */
export interface LinkTable {
  linkId: Generated<number>;
  urlTableId: number;
  key: string;
  category: string;
  languageId: number;
}

declare module '../schema' {
  interface Database {
    links: LinkTable;
  }
}
