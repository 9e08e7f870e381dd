import type Sharp from 'sharp';
import { SHARP_THREADS } from './image-limits';

let sharpLoaded: Promise<typeof Sharp> | undefined;

/** sharp and its image library, loaded with the first image looked at, not at every start. */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(SHARP_THREADS);
    return sharp;
  });
  return sharpLoaded;
}
