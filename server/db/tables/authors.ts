import type { Generated } from 'kysely';

export interface AuthorTable {
  authorID: Generated<number>;
  languageId: number;
  authorName: string;
  tagline: string | null;
  image: string | null;
  description: string | null;
  email: string | null;
  linkedIn: string | null;
}

declare module '../schema' {
  interface Database {
    authors: AuthorTable;
  }
}
