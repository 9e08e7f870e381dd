import type { Generated } from 'kysely';

export interface ToolItemTable {
  toolsItemId: Generated<number>;
  languageId: number;
  itemTitle: string;
  excerpt: string | null;
  category: string;
  featuredImage: string | null;
  urlTableId: number | null;
}

declare module '../schema' {
  interface Database {
    tool_items: ToolItemTable;
  }
}
