/** Hands a file to the browser to save under its name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by then; the address is only freed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
