import type { Column, ListBody } from '../model/descriptor';
import type { AnyRegistry, DisplayFormatDefinition } from './define';

/**
 * The list screen kind's export, by the registry given (kept apart from the app's registry, as ./list-search-in.ts
 * is, so the kind's definition may name it without an import circle).
 */
type ExportedList = ListBody & { title: string };

const drawnByComponent = (format: string | undefined, registry: AnyRegistry) =>
  !!format && !!(registry.displayFormats as Record<string, DisplayFormatDefinition>)[format]?.cell;

/**
 * The columns a list's Export writes (docs/engine.md, "Export"): those its `export.columns` names, else the columns it
 * shows but those a component of their own draws from reads of their own (coverage), which have no text to write.
 * None where `export` is false.
 */
export function exportedColumnsIn(list: ListBody, registry: AnyRegistry): Column[] {
  if (list.export === false) return [];
  return list.export?.columns ?? list.columns.filter((c) => !drawnByComponent(c.format, registry));
}

/** A file's name: the list's title, its language's code and the day, "reviews-de-2026-11-28". */
export function exportFileStem(list: ExportedList, languageCode: string, day: string): string {
  const title = list.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${title || 'list'}-${languageCode}-${day}`;
}
