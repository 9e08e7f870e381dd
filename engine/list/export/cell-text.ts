import type { Column } from '../../model/descriptor';
import { show } from '../format';
import { escapeFormula } from '../../../shared/formula-escape';

/**
 * A row's cell in an exported file: the text the list shows for it (its display format with the list's defaults: a
 * date as written, a language by its name, a rating rounded), escaped where a spreadsheet would run it.
 */
export const exportCellText = (row: Record<string, unknown>, column: Column, language: number): string =>
  escapeFormula(show(row[column.field], column, 'list', language).text);
