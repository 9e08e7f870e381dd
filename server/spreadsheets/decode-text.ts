/**
 * The text of a CSV file: UTF-8 (its byte order mark dropped) when the bytes are valid UTF-8, otherwise Windows-1252,
 * which is what a spreadsheet on Windows saves as "CSV" (a German "ä" arrives as the single byte 0xE4). Bytes no text
 * file holds (NUL, most control characters) mean a binary file renamed: null.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } | null {
  if (looksBinary(bytes)) return null;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** A NUL, or control characters other than tab, line feed, carriage return and form feed, in the first 8 kB. */
function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 8192);
  for (let i = 0; i < end; i++) {
    const b = bytes[i];
    if (b === 0) return true;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return true;
  }
  return false;
}
