/**
 * A file's size as the library shows it (first document, section 9): in KB while the byte count has fewer
 * than 7 digits, else in MB.
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (String(Math.floor(bytes)).length < 7) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
