import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';

/**
 * A record whose editor has the tabs EDIT, CONTENT and FAQ (a blog post, a page, a review), as the scenarios that
 * every such owner shares (support/faq-scenario.ts, content-scenario.ts, versions-scenario.ts) see it: where its
 * editor is, what it says after each save, and where the API keeps what was saved.
 */
export interface ContentOwner {
  /** Its name in screenshots and accessibility reports: 'blog', 'page', 'review'. */
  name: string;
  /** The editor of a record on one of its tabs. */
  path(id: number, tab: 'edit' | 'content' | 'faq'): string;
  /** The first tab's name: EDIT POST, EDIT PAGE, EDIT REVIEW. */
  editTab: string;
  /** The notices of a saved first tab, a saved CONTENT and a saved FAQ. */
  notices: { saved: string; content: string; faq: string };
  /** The API path (without /api) that CONTENT saves to with PUT; also how another editor saves content meanwhile. */
  contentPut: string;
  /** The content (HTML) the API holds for a record. */
  storedContent(id: number): Promise<string>;
  /** The API paths (without /api) of a record's FAQ titles, and of the entries under one of them. */
  faqTitles(id: number): string;
  faqList(faqTitleId: number): string;
  /**
   * Whether the shared scenarios run axe on its tabs. The tabs are the same pieces for every owner; an owner whose
   * file checks each tab in an accessibility test of its own (reviews) leaves it to that test, so that a run pays
   * for each check once.
   */
  checksAccessibility: boolean;
}

/** Axe on what `page` shows (first document: no serious or critical violation), for an owner that checks it here. */
export async function ownerAccessible(page: Page, owner: ContentOwner, what: string): Promise<void> {
  if (owner.checksAccessibility) await expectAccessible(page, what);
}
