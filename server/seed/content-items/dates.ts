const DAY = 24 * 60 * 60 * 1000;

/** Demo dates relative to the first start, so the content never looks stale or expired. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A calendar date (YYYY-MM-DD) some days ahead, e.g. a campaign's valid-until date. */
export const dateInDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
