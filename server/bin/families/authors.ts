import type { BinFamily } from '../family';

/** An author owns nothing; one still named by content is not deleted at all (the route refuses it). */
export const authorsBin: BinFamily = {
  family: 'authors',
  what: 'author',
  table: 'authors',
  idColumn: 'authorID',
  nameColumn: 'authorName',
  dataType: 'Settings Testimonials',
};
