import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidField } from '../../errors';
import { toolsReferences } from '../../repositories/tools-references';

/**
 * Checks of what a tools or news record points at: a missing record or one of
 * another language is a 400 naming the field, never a database error.
 */
export async function checkRouteUrl(db: Kysely<Database>, field: string, languageId: number, url: string | null | undefined) {
  if (!url) return;
  if (!(await toolsReferences(db).routeByUrl(languageId, url))) throw invalidField(field, `is not a route url of language ${languageId}`);
}

export async function checkRouteEntry(db: Kysely<Database>, field: string, languageId: number, urlTableId: number | null | undefined) {
  if (urlTableId === null || urlTableId === undefined) return;
  const route = await toolsReferences(db).routeById(urlTableId);
  if (!route) throw invalidField(field, `${urlTableId} is not a route`);
  if (route.languageId !== languageId) throw invalidField(field, `${urlTableId} is a route of language ${route.languageId}, not ${languageId}`);
}

export async function checkReview(db: Kysely<Database>, field: string, languageId: number, reviewId: number) {
  const review = await toolsReferences(db).review(reviewId);
  if (!review) throw invalidField(field, `${reviewId} is not a review`);
  if (review.languageId !== languageId) throw invalidField(field, `${reviewId} is a review of language ${review.languageId}, not ${languageId}`);
  return review;
}

export async function checkSerp(db: Kysely<Database>, field: string, serpId: number | null | undefined) {
  if (serpId === null || serpId === undefined) return;
  if (!(await toolsReferences(db).serp(serpId))) throw invalidField(field, `${serpId} is not a SERP record`);
}
