/**
 * Intl's number formats put non-breaking spaces (U+00A0, and U+202F in French) between a figure and its
 * unit or thousands; demo texts use ordinary spaces, as an editor's text is stored, so that published text
 * wraps and the back office's editors show no non-breaking spaces nobody typed.
 */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
