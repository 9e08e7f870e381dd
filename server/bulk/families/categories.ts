import category from '../../../schemas/category.json';
import { body } from '../../lib/schemas';
import { CATEGORY_FIELDS, categoriesRepository } from '../../repositories/categories';
import { categorySaver, type CategoryBody } from '../../content/save-category';
import { refuseIfUsed } from '../../routes/reviews/delete-unless-used';
import { categoriesBin } from '../../bin/families/categories';
import { defineBulkFamily } from '../bulk-family';

/**
 * Categories: deleted into the bin unless a blog post still names one, as their DELETE call refuses. Their form has
 * only a name, no value for many, so no field is offered; the save is the form's (PUT /Categories), for one that is.
 */
export const categoriesBulk = defineBulkFamily({
  name: 'categories',
  what: 'category',
  whatPlural: 'categories',
  dataType: 'Settings Blog',
  table: 'categories',
  idColumn: 'categoryId',
  nameColumn: 'categoryName',
  languageColumn: 'languageId',
  schema: body(category, { require: ['categoryId'] }),
  formFields: CATEGORY_FIELDS,
  fields: {},
  remove: {
    binOf: () => categoriesBin,
    refuse: (db, record) => refuseIfUsed(categoriesRepository(db), record.categoryId, 'Category'),
  },
  read: (db, id) => categoriesRepository(db).findById(id),
  saver(db) {
    const save = categorySaver(db);
    return (req, record) => save(req, record as CategoryBody);
  },
});
