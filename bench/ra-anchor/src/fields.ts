/** The 60 text fields of the anchor's record: what the edit form draws and what posts.json holds. */
export const FIELDS = Array.from({ length: 60 }, (_, i) => `field${String(i + 1).padStart(2, '0')}`);
