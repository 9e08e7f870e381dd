/** Page templates (first document, section 3 option lists): the page's dataTypeId and the name the screens show. */
export const PAGE_TEMPLATES: Record<number, string> = {
  2: 'Academy',
  17: 'Cashback-Bonus',
  16: 'General',
  18: 'About',
  43: 'Blog',
  50: 'Comparison',
  54: 'Interest Calculator',
  55: 'Percentage Calculator',
  56: 'Inflation Calculator',
  57: 'Compound Interest Calculator',
  75: 'Country Data',
  76: 'Lender Data',
};

/** The calculators' routes may carry any of the four calculator ids (the Routes screen has one Calculators key). */
export const CALCULATOR_TEMPLATES = [54, 55, 56, 57] as const;

/** A page row with the name of its template added. */
export function withTemplateName<T extends { dataTypeId: number }>(page: T): T & { dataTypeName: string } {
  return { ...page, dataTypeName: PAGE_TEMPLATES[page.dataTypeId] ?? '' };
}
