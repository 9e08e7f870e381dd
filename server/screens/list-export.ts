/**
 * What the export takes of the engine, through its node-safe entry: a list's rows as the list shows them, its
 * columns and their text (loaded on the first export, not at the server's start), and the types they speak in.
 */
import { loadExporting, type CallSpec, type Column, type ListBody, type ListView } from '../../engine/node';

export { loadExporting };
export type { CallSpec, Column, ListBody, ListView };
export type ExportEngine = Awaited<ReturnType<typeof loadExporting>>;
