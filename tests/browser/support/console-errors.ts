import type { BrowserContext } from 'playwright-core';

export interface ConsoleError {
  text: string;
  url: string;
}

/**
 * Collects console errors and uncaught exceptions of every page of a browser context.
 * Errors a test expects (say the 401 of a wrong password) are declared with allow(); take() returns
 * the others and starts over.
 */
export class ConsoleErrors {
  private errors: ConsoleError[] = [];
  private allowed: RegExp[] = [];

  constructor(context: BrowserContext) {
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      this.errors.push({ text: message.text(), url: url ? `${url}:${lineNumber}` : message.page()?.url() ?? '' });
    });
    context.on('weberror', (error) => {
      this.errors.push({ text: `uncaught ${error.error().stack ?? error.error().message}`, url: error.page()?.url() ?? '' });
    });
  }

  /** Lets console errors matching this pattern pass until the next take(). */
  allow(pattern: RegExp | string) {
    this.allowed.push(typeof pattern === 'string' ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : pattern);
  }

  /** The unexpected errors since the last take(); clears errors and allowances. */
  take(): ConsoleError[] {
    const unexpected = this.errors.filter((e) => !this.allowed.some((p) => p.test(e.text)));
    this.errors = [];
    this.allowed = [];
    return unexpected;
  }

  /** Throws when there were unexpected errors since the last take(). */
  assertNone(when: string) {
    const unexpected = this.take();
    if (unexpected.length) {
      throw new Error(`Unexpected browser console errors ${when}:\n${unexpected.map((e) => `  - ${e.text}${e.url ? `  (${e.url})` : ''}`).join('\n')}`);
    }
  }
}
