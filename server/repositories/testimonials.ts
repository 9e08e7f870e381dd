import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import '../db/tables/testimonials';

export const TESTIMONIAL_FIELDS = ['languageId', 'fullName', 'tagLine', 'testimonialText'] as const;

export function testimonialsRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'testimonials', 'testimonialId');
  return {
    ...crud,
    byLanguage: (languageId: number) => crud.list({ languageId }),
  };
}
