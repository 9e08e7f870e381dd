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
}
