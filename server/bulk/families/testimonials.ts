import testimonial from '../../../schemas/testimonial.json';
import { body } from '../../lib/schemas';
import { TESTIMONIAL_FIELDS, testimonialsRepository } from '../../repositories/testimonials';
import { testimonialSaver, type TestimonialBody } from '../../content/save-testimonial';
import { testimonialsBin } from '../../bin/families/testimonials';
import { defineBulkFamily } from '../bulk-family';
import { TESTIMONIALS } from '../../writes/record-families';

/**
 * Testimonials: deleted into the bin as their DELETE call deletes one. Their form has only texts, none a bulk change
 * would set to one value for many, so no field is offered (and no set call made); the save is the form's, for one that is.
 */
export const testimonialsBulk = defineBulkFamily({
  ...TESTIMONIALS,
  nameColumn: 'fullName',
  languageColumn: 'languageId',
  translations: 'Testimonials',
  schema: body(testimonial, { require: ['testimonialId'] }),
  formFields: TESTIMONIAL_FIELDS,
  fields: {},
  remove: { binOf: () => testimonialsBin },
  read: (db, id) => testimonialsRepository(db).findById(id),
  saver(db) {
    const save = testimonialSaver(db);
    return (req, record) => save(req, record as TestimonialBody);
  },
});
