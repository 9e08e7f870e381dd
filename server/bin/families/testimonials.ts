import type { BinFamily } from '../family';

export const testimonialsBin: BinFamily = {
  family: 'testimonials',
  what: 'testimonial',
  table: 'testimonials',
  idColumn: 'testimonialId',
  nameColumn: 'fullName',
  dataType: 'Settings Testimonials',
};
