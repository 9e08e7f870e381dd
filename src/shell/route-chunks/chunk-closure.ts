/** The part of a built chunk the route lists read (a Rollup/Rolldown output chunk with Vite's style metadata). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The files that hold some modules and everything those files import before they run (their static imports and
 * style), as the bundle's chunk graph says: what fetching those modules costs.
 */
export function chunkClosure(chunks: BuiltChunk[]): (modules: Iterable<string>) => Set<string> {
  // A module is its own chunk's facade, or held by one chunk; a small shared one may be copied into several chunks
  // (vite.config.ts, inlined common chunks), any of which runs it: the first is named, not each.
  const chunkOf = new Map<string, BuiltChunk>();
  for (const chunk of chunks) if (chunk.facadeModuleId) chunkOf.set(chunk.facadeModuleId, chunk);
  for (const chunk of chunks) for (const id of chunk.moduleIds) if (!chunkOf.has(id)) chunkOf.set(id, chunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return (modules) => {
    const found = new Set<string>();
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk || found.has(chunk.fileName)) return;
      found.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => found.add(css));
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    for (const id of modules) visit(chunkOf.get(id));
    return found;
  };
}
