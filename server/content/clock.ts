/** Created and updated dates are stored as ISO-8601 text (the screens format them for display). */
export const nowText = () => new Date().toISOString();
