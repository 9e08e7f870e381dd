/**
 * The largest image an upload may hold, in pixels (width × height as its header declares them): 50
 * megapixels, above any photo or screenshot the site shows. Decoding costs memory in proportion: a
 * 16383×16383 16-bit PNG of 2 MB would take 2 GB once decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

/** How many images are decoded at once by one server (each on one thread of sharp's). */
export const IMAGE_JOBS = 2;
/** Threads sharp (libvips) uses for one image: one, so that IMAGE_JOBS bound the cores image work takes. */
export const SHARP_THREADS = 1;

export function exceedsPixelLimit(size: { width: number; height: number }): boolean {
  return size.width * size.height > MAX_IMAGE_PIXELS;
}
