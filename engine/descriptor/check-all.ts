import fs from 'node:fs';
import path from 'node:path';
import { DescriptorError, validateDescriptor } from './validate';
import type { ScreenDescriptor } from './types';

/** Every descriptor under screens/, checked; used by the build and the tests. */
export function checkAllDescriptors(root: string): { file: string; descriptor: ScreenDescriptor }[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
  const found = walk(path.join(root, 'screens')).sort();
  const checked = found.map((full) => {
    const file = path.relative(root, full);
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      throw new DescriptorError(file, '', `is not valid JSON: ${(error as Error).message}`);
    }
    return { file, descriptor: validateDescriptor(file, data) };
  });
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const { file, descriptor } of checked) {
    if ('id' in descriptor && descriptor.id) {
      if (ids.has(descriptor.id)) throw new DescriptorError(file, 'id', `"${descriptor.id}" is already the id of ${ids.get(descriptor.id)}`);
      ids.set(descriptor.id, file);
    }
    for (const route of 'route' in descriptor && descriptor.route ? [descriptor.route].flat() : []) {
      if (routes.has(route)) throw new DescriptorError(file, 'route', `"${route}" is already the route of ${routes.get(route)}`);
      routes.set(route, file);
    }
  }
  for (const { file, descriptor } of checked) {
    const refs = [
      ...('embeds' in descriptor ? (descriptor.embeds ?? []) : []),
      ...('modals' in descriptor ? (descriptor.modals ?? []).map((m) => m.screen) : []),
      ...('tabs' in descriptor && Array.isArray(descriptor.tabs) ? descriptor.tabs.map((t) => t.screen) : []),
      ...(descriptor.kind === 'list' && descriptor.add?.modal ? [descriptor.add.modal] : []),
      ...(descriptor.kind === 'list' ? (descriptor.modals ?? []).map((m) => m.screen) : []),
    ];
    for (const ref of refs) if (!ids.has(ref)) throw new DescriptorError(file, 'screen reference', `no descriptor has the id "${ref}"`);
  }
  return checked;
}
