import type { BackOffice } from './back-office';
import { adminApi } from './screen';

/** An English review and its German version (named "<name> DE"), created through the API as the administrator. */
export async function reviewPair(office: BackOffice, name: string): Promise<{ parent: number; child: number }> {
  const parent = (await adminApi<{ reviewId: number }>(office, 'POST', '/Review', { languageId: 1, name, isActive: true })).reviewId;
  const child = (await adminApi<{ reviewId: number }>(office, 'POST', '/Review', { languageId: 2, name: `${name} DE`, isActive: true, ExistingReviewId: parent })).reviewId;
  return { parent, child };
}
