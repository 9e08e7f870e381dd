/**
 * Compiling done on a function's first call instead of at route registration. The server registers a
 * few hundred routes, each with its validators and answer writers; compiling them all at start was
 * most of the time a restart took and a large part of the idle memory, while a running server uses a
 * fraction of them. The first call of a route pays a few milliseconds.
 *
 * `compileAll` does every compile still waiting, with the checks the first calls leave out (the
 * schema against its meta-schema): tests run it so that a mistake in a schema fails at once, not on
 * the first call of a rarely used route.
 */
export class DeferredCompiles {
  private waiting = new Set<() => void>();

  /**
   * A function that compiles on its first call and passes its arguments and `this` through. It
   * mirrors Ajv's `errors` (which Fastify reads after a failed validation); `schemaEnv` marks it as an
   * Ajv validator, so that Fastify passes the parent object that lets Ajv coerce a value in place.
   */
  defer<F extends (...args: any[]) => any>(compile: () => F, check?: () => void): F & { errors?: unknown } {
    let compiled: (F & { errors?: unknown }) | undefined;
    const ensure = () => {
      this.waiting.delete(compileNow);
      return (compiled ??= compile());
    };
    const compileNow = () => {
      check?.();
      ensure();
    };
    this.waiting.add(compileNow);
    const run = function (this: unknown, ...args: Parameters<F>) {
      const fn: F & { errors?: unknown } = compiled ?? ensure();
      const result = fn.apply(this, args);
      run.errors = fn.errors;
      return result;
    } as F & { errors?: unknown; schemaEnv?: unknown };
    run.schemaEnv = true;
    return run;
  }

  /** Compiles, with its checks, everything not compiled yet; throws the first mistake found. */
  compileAll(): number {
    const waiting = [...this.waiting];
    for (const compileNow of waiting) compileNow();
    return waiting.length;
  }
}
