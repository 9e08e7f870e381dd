/** The form view's edits: each takes a raw descriptor and answers a changed copy, never touching the one given. */
export * from './parts-path';
export * from './field-text';
export * from './language-visibility';
export * from './order';
export * from './add-field';
export * from './notices';
export * from './columns';
export * from './readiness';
