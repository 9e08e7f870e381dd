import type { BinFamily } from '../family';
import { PAGE_SERP } from '../../repositories/pages';
import { faqParts, routeParts, serpPart } from './shared-parts';

/** A page takes its FAQ, its route (of its template's type) and its own SERP with it. */
export const pagesBin: BinFamily = {
  family: 'pages',
  what: 'page',
  table: 'pages',
  idColumn: 'pageId',
  nameColumn: 'pageTitle',
  dataType: 'Pages',
  parts: [faqParts('pageId', 'pageId'), routeParts({ tableId: 'pageId', dataTypeId: 'dataTypeId' }), serpPart('pages', 'pageId', PAGE_SERP)],
};
