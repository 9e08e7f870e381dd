/** The rich-text editor's three built-in templates (first document, section 9), inserted at the cursor. */
export interface RichTextTemplate {
  id: string;
  label: string;
  html: string;
}

export const RICHTEXT_TEMPLATES: readonly RichTextTemplate[] = [
  {
    id: 'overview',
    label: 'Platform overview',
    html:
      '<h2>Overview</h2><p>What the platform offers and who it is for.</p>' +
      '<h2>How it works</h2><p>How investors choose loans, invest and get paid.</p>' +
      '<h2>Our verdict</h2><p>Summary of the review.</p>',
  },
  {
    id: 'pros-cons',
    label: 'Pros and cons',
    html: '<h2>Pros</h2><ul><li>First advantage</li><li>Second advantage</li></ul><h2>Cons</h2><ul><li>First drawback</li><li>Second drawback</li></ul>',
  },
  {
    id: 'key-facts',
    label: 'Key facts',
    html:
      '<h2>Key facts</h2><ul><li><strong>Founded:</strong> year</li><li><strong>Interest:</strong> % per year</li>' +
      '<li><strong>Minimum investment:</strong> amount</li><li><strong>Buyback guarantee:</strong> yes or no</li></ul>',
  },
];
