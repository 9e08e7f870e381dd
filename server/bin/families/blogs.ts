import type { BinFamily } from '../family';
import { faqParts, routeParts } from './shared-parts';

/** A blog post takes its FAQ and its route with it. */
export const blogsBin: BinFamily = {
  family: 'blogs',
  what: 'blog post',
  table: 'blogs',
  idColumn: 'blogId',
  nameColumn: 'pageTitle',
  dataType: 'Blog',
  parts: [faqParts('blogId', 'blogId'), routeParts({ tableId: 'blogId' }, { dataTypeId: 43 })],
};
