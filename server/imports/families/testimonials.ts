import testimonial from '../../../schemas/testimonial.json';
import { body } from '../../lib/schemas';
import { pick } from '../../repositories/crud';
import { testimonialsRepository, TESTIMONIAL_FIELDS } from '../../repositories/testimonials';
import { defineImportFamily } from '../import-family';
import { TESTIMONIALS } from '../../writes/record-families';

/** Testimonials of the list's language, upserted by the name of whom they quote. */
export const testimonialsImport = defineImportFamily({
  ...TESTIMONIALS,
  schema: body(testimonial),
  keys: ['fullName'],
  independentRows: true,
  languageColumn: 'languageId',
  writer(db) {
    const testimonials = testimonialsRepository(db);
    return async (values, existing) =>
      (existing ? await testimonials.updateRow(existing.testimonialId, pick(values, TESTIMONIAL_FIELDS)) : await testimonials.createRow(pick(values, TESTIMONIAL_FIELDS)))!;
  },
});
