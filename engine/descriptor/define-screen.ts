import type { ScreenDescriptor } from './types';

/**
 * A screen written in TypeScript where types help (a bespoke screen's props, a generated list of fields):
 * the compiler checks its shape, and the same validator checks it at load. JSON stays the way a person who
 * is not a developer edits a screen.
 */
export const defineScreen = <D extends ScreenDescriptor>(descriptor: D): D => descriptor;
