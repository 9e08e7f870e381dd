/** The name a download's Content-Disposition gives (its UTF-8 form first), else the fallback. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8) return decodeURIComponent(utf8[1]);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Hands a file to the browser's downloads, under its name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next turn; the address is let go then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
