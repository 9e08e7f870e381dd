import { imageSize } from 'image-size';

// file-type and its readers are loaded with the first file looked at, not at every start.
const fileTypeFromBuffer = async (data: Buffer) => (await import('file-type')).fileTypeFromBuffer(data);

/** The image types an upload may hold, recognised from the content, with the extension the stored name gets. */
const UPLOADABLE: Record<string, string> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface ImageFacts {
  mime: string;
  ext: string;
  width: number;
  height: number;
}

/**
 * Every content type a stored file is served with (the API document lists them): an image type an upload
 * may hold, or, for anything else, plain bytes.
 */
export const SERVED_TYPES = [...new Set(Object.keys(UPLOADABLE)), 'application/octet-stream'];

/** The content type a stored file is served with: what its bytes are, never what its name says. */
export async function contentTypeOf(data: Buffer): Promise<string> {
  const mime = (await fileTypeFromBuffer(data))?.mime;
  return mime && mime in UPLOADABLE ? mime : 'application/octet-stream';
}

function dimensions(data: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(data);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

type Dimensions = { width: number; height: number };

/**
 * Type and dimensions of an uploadable image, or null for anything else (SVG, text, a broken file…), from the
 * file's first bytes. `readWhole` measures the whole file when its dimensions lie past them: a jpeg may carry
 * more metadata segments (Exif, XMP, colour profiles) before its frame header than any head holds.
 */
export async function inspectUpload(data: Buffer, readWhole?: () => Promise<Dimensions | null>): Promise<ImageFacts | null> {
  const type = await fileTypeFromBuffer(data);
  const ext = type && UPLOADABLE[type.mime];
  const size = ext ? (dimensions(data) ?? (await readWhole?.()) ?? null) : null;
  return ext && size ? { mime: type.mime, ext, ...size } : null;
}

/** Width and height of any stored image image-size can read; null for the rest. */
export function measure(data: Buffer): { width: number | null; height: number | null } {
  return dimensions(data) ?? { width: null, height: null };
}
