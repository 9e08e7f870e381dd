/**
 * The database's tables, as Kysely sees them. Each resource family adds its
 * own tables next to its migration by augmenting this interface:
 *
 *   declare module '../db/schema' { interface Database { testimonials: TestimonialTable } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface Database {}
