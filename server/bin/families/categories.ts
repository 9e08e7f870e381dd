import type { BinFamily } from '../family';

/** A blog category owns nothing; one still named by a post is not deleted at all (the route refuses it). */
export const categoriesBin: BinFamily = {
  family: 'categories',
  what: 'category',
  table: 'categories',
  idColumn: 'categoryId',
  nameColumn: 'categoryName',
  dataType: 'Settings Blog',
};
