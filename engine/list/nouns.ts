/**
 * One record of a list's plural noun: "blog posts" → "blog post", "categories" → "category", "countries" → "country".
 * The nouns are the descriptors' own English plurals, which these two endings cover.
 */
export const singular = (noun: string) => (noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ''));
