/** What the server says about a refused call (docs/api.md: `{ statusCode, code, error, message, field?, reason? }`). */
export interface ServerRefusal {
  message: string;
  /** The body field the refusal is about ("url", "settingsAttributes.3.value"). */
  field?: string;
  /** Why that field was refused ("is already used"). */
  reason?: string;
}

/** The server's answer to a refused call; a call that got no answer (network) keeps its own message. */
export function serverRefusal(error: unknown): ServerRefusal {
  const data = (error as { response?: { data?: Partial<ServerRefusal> } })?.response?.data;
  const message = typeof data?.message === 'string' ? data.message : ((error as Error)?.message ?? 'Unknown error');
  return {
    message,
    ...(typeof data?.field === 'string' && { field: data.field }),
    ...(typeof data?.reason === 'string' && { reason: data.reason }),
  };
}

