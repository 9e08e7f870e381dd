/** Field names of passwords, tokens and their hashes (also matched in SQL, with ~*). */
export const SECRET_PATTERN = 'password|token|secret|hash';

/** Passwords, tokens and their hashes: never copied into the audit log or a conflict answer. */
export const isSecret = (field: string) => new RegExp(SECRET_PATTERN, 'i').test(field);
