/** Url entries that are not routes (the url table holds them too): they never appear in route lists. */
export const LINK_URL_TYPE = 6;
export const NEWS_URL_TYPE = 12;
