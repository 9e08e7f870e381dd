import type { DataProvider } from '../data/provider';
import type { ReadinessFinding } from '../model/readiness';

/** An activation the server refused (409 ACTIVATION_BLOCKED): its message and what blocks it. */
export interface ActivationRefusal {
  message: string;
  findings: ReadinessFinding[];
}

/** The refusal of a save that would have made the record live while a readiness rule blocks; null for any other failure. */
export function activationRefusal(error: unknown): ActivationRefusal | null {
  const data = (error as { response?: { status?: number; data?: { code?: string; message?: string; findings?: ReadinessFinding[] } } })?.response;
  if (data?.status !== 409 || data.data?.code !== 'ACTIVATION_BLOCKED') return null;
  return { message: data.data.message ?? '', findings: data.data.findings ?? [] };
}

/**
 * The provider with an administrator's override added to the record's own save: the body that names the record by
 * its id field (not a SERP's, a FAQ's or a route's, which say nothing about going live).
 */
export function withActivationOverride(provider: DataProvider, idField: string, reason: string): DataProvider {
  const adds = (body: unknown) => !!body && typeof body === 'object' && !Array.isArray(body) && idField in body;
  return {
    ...provider,
    call: (spec, ctx, body, headers) => provider.call(spec, ctx, adds(body) ? { ...(body as object), activationOverride: { reason } } : body, headers),
  };
}
