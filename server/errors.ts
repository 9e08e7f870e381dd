import createError from '@fastify/error';

/**
 * The one catalogue of error codes the API answers with. Every refusal goes
 * through one of these so that clients can rely on `code` and `statusCode`.
 */
export const Errors = {
  Unauthenticated: createError('UNAUTHENTICATED', 'Sign in first: %s', 401),
  InvalidCredentials: createError('INVALID_CREDENTIALS', 'Invalid credentials.', 401),
  TooManyAttempts: createError('TOO_MANY_ATTEMPTS', 'Too many failed sign-ins; try again in %s seconds.', 429),
  Forbidden: createError('FORBIDDEN', '%s', 403),
  NotFound: createError('NOT_FOUND', '%s', 404),
  Invalid: createError('VALIDATION', '%s', 400),
  Conflict: createError('CONFLICT', '%s', 409),
  /** An update based on an older version of the record than the stored one; the answer carries `current`. */
  StaleVersion: createError('STALE_VERSION', '%s', 409),
  /** A restore from the bin that would collide with what exists now (a route's url taken meanwhile); nothing is restored. */
  RestoreConflict: createError('RESTORE_CONFLICT', '%s', 409),
  /** An undo asked for after its window: only the administrator restores from the bin then. */
  UndoWindowPassed: createError('UNDO_WINDOW_PASSED', '%s', 403),
  /**
   * Making a record live (a review's isActive) in a language where a readiness rule blocks: nothing is written, and the
   * answer's `findings` list what blocks (docs/server.md, "Readiness"); an administrator may override with a reason.
   */
  ActivationBlocked: createError('ACTIVATION_BLOCKED', '%s', 409),
  PayloadTooLarge: createError('PAYLOAD_TOO_LARGE', '%s', 413),
  UnsupportedMediaType: createError('UNSUPPORTED_MEDIA_TYPE', '%s', 415),
  /** A workbook of several sheets sent without naming one: the answer's `sheets` lists them so the client can ask which. */
  SheetChoiceNeeded: createError('SHEET_CHOICE_NEEDED', '%s', 400),
  /** One user has as many uploads in progress as one user may run; the answer says when to come back (Retry-After). */
  TooManyUploads: createError('TOO_MANY_UPLOADS', '%s', 429),
  /** The server is storing as many uploads as it takes at once; the answer says when to come back (Retry-After). */
  UploadsBusy: createError('UPLOADS_BUSY', '%s', 503),
  /** The database (SQLite file or PostgreSQL server) cannot be reached; nothing was done, the answer says when to try again. */
  DatabaseUnavailable: createError('DATABASE_UNAVAILABLE', '%s', 503),
  /** The media storage (the folder or the S3 bucket) cannot be reached: said by /health. */
  MediaStorageUnavailable: createError('MEDIA_STORAGE_UNAVAILABLE', '%s', 503),
  /** A path the API has, with a method it does not have there; the answer's Allow names those it has. */
  MethodNotAllowed: createError('METHOD_NOT_ALLOWED', '%s', 405),
  /** A path segment longer than the router reads. */
  UriTooLong: createError('URI_TOO_LONG', '%s', 414),
  /** Request headers larger than the server reads. */
  HeadersTooLarge: createError('HEADERS_TOO_LARGE', '%s', 431),
  /** A request whose headers or body did not arrive in time. */
  RequestTimeout: createError('REQUEST_TIMEOUT', '%s', 408),
} as const;

/** A 400 that names the offending field, like schema validation errors do. */
export function invalidField(field: string, reason: string) {
  const error = new Errors.Invalid(`${field} ${reason}`);
  return Object.assign(error, { field, reason });
}

/** 404 for a record that does not exist, naming what was looked for. */
export function notFound(what: string, id: unknown) {
  return new Errors.NotFound(`${what} ${String(id)} does not exist`);
}
