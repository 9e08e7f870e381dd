/** What a 403 refused, as the server says it beside its message (docs/api.md: `refused: {action, dataType, languageId}`). */
export interface RefusedAccess {
  action: 'read' | 'write' | 'delete';
  dataType: string;
  /** The language refused; null when the role is missing in every language. */
  languageId: number | null;
}

/** The refusal a call's error carries, if it is a permission refusal; null for any other failure. */
export function refusedAccess(error: unknown): RefusedAccess | null {
  const response = (error as { response?: { status?: number; data?: { refused?: Partial<RefusedAccess> } } })?.response;
  const refused = response?.status === 403 ? response.data?.refused : undefined;
  if (!refused || typeof refused.dataType !== 'string' || !['read', 'write', 'delete'].includes(String(refused.action))) return null;
  return { action: refused.action!, dataType: refused.dataType, languageId: typeof refused.languageId === 'number' ? refused.languageId : null };
}

/** The language of a record the user may not read, when that is why its read was refused; null otherwise. */
export function unreadableLanguage(error: unknown): number | null {
  const refused = refusedAccess(error);
  return refused?.action === 'read' ? refused.languageId : null;
}
