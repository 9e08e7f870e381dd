/**
 * Blueprint's IconNames and IconNamesSet without the table of every icon (@blueprintjs/icons' generated
 * blueprint-icons-16.js, about 8 kB gzipped in every first load): an icon's name follows from the constant's name
 * (AddChild and ADD_CHILD are "add-child"), and a name is worth trying to load when it is written like one (a name of
 * no icon fails to load, and Blueprint reports it as before). The build sends the icons package's own import here
 * (icon-files-plugin.ts); tests/engine/icon-names.test.ts holds it to the package's answers.
 */

function nameOf(key: string): string {
  if (/^[A-Z0-9_]+$/.test(key)) return key.toLowerCase().replace(/_/g, '-');
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-z])([0-9])/g, '$1-$2')
    .toLowerCase();
}

export const IconNames: Record<string, string> = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (typeof key === 'string' ? nameOf(key) : undefined),
});

export const IconNamesSet: Pick<ReadonlySet<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name),
};
