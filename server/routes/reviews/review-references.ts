import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidField } from '../../errors';
import { authorsRepository } from '../../repositories/authors';
import { REVIEW_DATA_TYPE_ID } from '../../repositories/reviews';
import { serpsRepository } from '../../repositories/serps';

/**
 * The SERP and author a review's form points at must exist; the author must
 * write in the review's language and the SERP must be a review SERP.
 */
export async function checkReviewReferences(db: Kysely<Database>, languageId: number, values: { serpId?: number | null; authorId?: number | null }) {
  if (values.serpId) {
    const serp = await serpsRepository(db).findById(values.serpId);
    if (!serp) throw invalidField('serpId', `SERP ${values.serpId} does not exist`);
    if (serp.dataTypeId !== REVIEW_DATA_TYPE_ID) throw invalidField('serpId', `SERP ${values.serpId} is not a review SERP (dataTypeId ${serp.dataTypeId})`);
  }
  if (values.authorId) {
    const author = await authorsRepository(db).findById(values.authorId);
    if (!author) throw invalidField('authorId', `author ${values.authorId} does not exist`);
    if (author.languageId !== languageId) throw invalidField('authorId', `author ${values.authorId} writes in language ${author.languageId}, not ${languageId}`);
  }
}
