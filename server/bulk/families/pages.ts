import page from '../../../schemas/page.json';
import { body } from '../../lib/schemas';
import { PAGE_FIELDS, pagesRepository } from '../../repositories/pages';
import { pageSaver } from '../../content/save-page';
import type { PageBody } from '../../content/page-values';
import { pagesBin } from '../../bin/families/pages';
import { defineBulkFamily } from '../bulk-family';

/** Pages: their platform, author and popup, saved as the page form saves a page (PUT /Pages); deleted into the bin. */
export const pagesBulk = defineBulkFamily({
  name: 'pages',
  what: 'page',
  whatPlural: 'pages',
  dataType: 'Pages',
  table: 'pages',
  idColumn: 'pageId',
  nameColumn: 'pageTitle',
  languageColumn: 'languageId',
  translations: 'Pages',
  schema: body(page, { require: ['pageId'] }),
  formFields: PAGE_FIELDS,
  fields: {
    // The platform is a review of the page's own language: a German page gets the German review of the one chosen.
    reviewId: { label: 'Platform', names: { table: 'reviews', idColumn: 'reviewId', nameColumn: 'name' }, perLanguage: 'Review' },
    authorId: { label: 'Author', names: { table: 'authors', idColumn: 'authorID', nameColumn: 'authorName' } },
    popup: { label: 'Disable popup', yesNo: true },
  },
  // Deleted into the bin as its DELETE call deletes one, with its FAQ, route and SERP.
  remove: { binOf: () => pagesBin },
  read: (db, id) => pagesRepository(db).findById(id),
  saver(db) {
    const save = pageSaver(db);
    return (req, record) => save(req, record as PageBody);
  },
});
