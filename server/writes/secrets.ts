/** Passwords, tokens and their hashes: never copied into the audit log or a conflict answer. */
export const isSecret = (field: string) => /password|token|secret|hash/i.test(field);
