import { REVIEW_FORM_FIELDS, reviewsRepository } from '../../repositories/reviews';
import { reviewSaver, type ReviewForm } from '../../routes/reviews/save-review';
import { reviewUpdateBody } from '../../routes/reviews/review-schemas';
import { defineBulkFamily } from '../bulk-family';

/** Reviews: switched on or off and given an author, saved as the EDIT REVIEW tab saves a review (PUT /Review/Parent, /Review/Child). */
export const reviewsBulk = defineBulkFamily({
  name: 'reviews',
  what: 'review',
  whatPlural: 'reviews',
  dataType: 'Review',
  table: 'reviews',
  idColumn: 'reviewId',
  nameColumn: 'name',
  languageColumn: 'languageId',
  translations: 'Review',
  schema: reviewUpdateBody,
  formFields: REVIEW_FORM_FIELDS,
  fields: {
    isActive: { label: 'Active', yesNo: true },
    authorId: { label: 'Author', names: { table: 'authors', idColumn: 'authorID', nameColumn: 'authorName' } },
  },
  read: (db, id) => reviewsRepository(db).findWithRoute(id),
  saver(db) {
    const save = reviewSaver(db);
    return (req, record) => save(req, record as ReviewForm);
  },
});
