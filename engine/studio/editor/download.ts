import { formatDescriptor } from '../format-descriptor';

/** Saves a descriptor as the file it would be in screens/: <name>.json, written as those files are. */
export function downloadDescriptor(name: string, descriptor: unknown): void {
  const url = URL.createObjectURL(new Blob([formatDescriptor(descriptor)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${name}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
