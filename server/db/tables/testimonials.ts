import type { Generated } from 'kysely';

export interface TestimonialTable {
  testimonialId: Generated<number>;
  languageId: number;
  fullName: string;
  tagLine: string;
  testimonialText: string;
}

declare module '../schema' {
  interface Database {
    testimonials: TestimonialTable;
  }
}
