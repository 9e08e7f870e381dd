/**
 * Testing Library's `findBy…` and `waitFor` wait for a state for one second by default. A screen whose code loads on
 * first use (the media picker, a lazy widget) takes longer than that on a busy two-core machine running two test
 * files at once, so the wait ended before the state came. They still end as soon as it comes. Only files that draw
 * in a document load it.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
