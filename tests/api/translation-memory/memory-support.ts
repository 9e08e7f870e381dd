import { expect } from 'vitest';
import type { TestServer } from '../../support/harness';
import type { ApiClient } from '../../support/client';
import { makeChildReview, makeEnglishReview, reviewForm, saveReview } from '../reviews-support';

/** Helpers of the translation memory's API tests: reviews with content in two languages, and the memory's calls. */

export const GERMAN = 2;
export const FRENCH = 4;

export async function saveContent(client: ApiClient, reviewId: number, content: string) {
  const answer = await client.put('/api/Review/Content', { id: reviewId, content });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

export async function saveFields(client: ApiClient, reviewId: number, changes: Record<string, unknown>) {
  const answer = await saveReview(client, await reviewForm(client, reviewId, changes));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** An English review with its content, and a version in a language with its own, each saved as an editor would. */
export async function translatedReview(server: TestServer, name: string, english: string, languageId: number, translation: string) {
  const englishId = await makeEnglishReview(server.admin, name);
  await saveContent(server.admin, englishId, english);
  const versionId = await makeChildReview(server.admin, englishId, languageId, name);
  await saveContent(server.admin, versionId, translation);
  await server.app.afterWrites.settled();
  return { englishId, versionId };
}

export function suggestionsFor(client: ApiClient, query: Record<string, string | number>) {
  return client.get(`/api/TranslationMemory/suggestions?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
}

/** The translations the memory suggests for a short English text as a whole, exact ones first. */
export async function remembered(client: ApiClient, text: string, languageId: number): Promise<{ target: string; score: number; recordId: number }[]> {
  const answer = await suggestionsFor(client, { languageId, text });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.matches.map((m: { target: string; score: number; recordId: number }) => ({ target: m.target, score: m.score, recordId: m.recordId }));
}

/** An English review and a version with their subtitles (remembered whole). */
export async function subtitledReview(server: TestServer, name: string, english: string, languageId: number, translation: string) {
  const englishId = await makeEnglishReview(server.admin, name);
  await saveFields(server.admin, englishId, { subtitle: english });
  const versionId = await makeChildReview(server.admin, englishId, languageId, name);
  await saveFields(server.admin, versionId, { subtitle: translation });
  await server.app.afterWrites.settled();
  return { englishId, versionId };
}
