import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { updateAuthorized } from '../lib/records';
import { pick } from '../repositories/crud';
import { TESTIMONIAL_FIELDS, testimonialsRepository } from '../repositories/testimonials';

export type TestimonialBody = { testimonialId?: number; languageId: number; fullName: string; tagLine: string; testimonialText: string };

/**
 * The save of the testimonial form, one testimonial, in a language the editor may write. PUT /Testimonials runs it, and
 * a bulk change of testimonials (server/bulk/) would for a field it sets.
 */
export function testimonialSaver(db: Kysely<Database>) {
  const testimonials = testimonialsRepository(db);
  return (req: FastifyRequest, testimonial: TestimonialBody) =>
    updateAuthorized(req, testimonials, testimonial.testimonialId!, 'Testimonial', pick(testimonial, TESTIMONIAL_FIELDS));
}
