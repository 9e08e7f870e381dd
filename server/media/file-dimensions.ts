import { loadSharp } from './load-sharp';

/**
 * The width and height an image file declares, read by the image library from its headers only (the pixels are
 * not decoded, and the file is never held in memory whole); null when it declares none it can read.
 */
export async function fileDimensions(file: string): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(file).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
