import { Readable } from 'node:stream';
import type { RowBatches } from './sheet-formats';

/** The byte order mark: a spreadsheet opening the file reads it as UTF-8, umlauts included. */
const BOM = '\uFEFF';

/** Rows turned into text and handed to the download at a time. */
const TEXT_ROWS = 250;

/** A field that holds a quote, a comma or a line end: RFC 4180 encloses these in quotes and doubles their quotes. */
const NEEDS_QUOTES = /[",\r\n]/;

const field = (value: string): string => (NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * Rows as CSV text, RFC 4180 with CRLF line ends. Written here rather than with csv-stringify, which the reader
 * (csv-parse) pairs with: its per-field options cost about 18 bytes of garbage per byte written, which on a
 * 100,000-row export was a quarter of all the server allocated. tests/api/spreadsheets/write-csv.test.ts reads
 * what this writes back with csv-parse.
 */
export const csvLines = (rows: string[][]): string => {
  let text = '';
  for (const row of rows) {
    for (let at = 0; at < row.length; at++) text += (at ? ',' : '') + field(row[at]);
    text += '\r\n';
  }
  return text;
};

/**
 * A CSV file as a stream: the BOM and the header, then each batch of rows as it is pulled, so the reader's pace
 * (the download) sets how many batches are held, one at most.
 */
export function csvStream(header: string[], batches: RowBatches): Readable {
  async function* chunks() {
    yield BOM + csvLines([header]);
    for (let rows = await batches(); rows; rows = await batches()) {
      // A few hundred rows of text at a time: a text that size dies young, where a whole batch's would go straight
      // to the old generation and stay until a full collection.
      for (let at = 0; at < rows.length; at += TEXT_ROWS) yield csvLines(rows.slice(at, at + TEXT_ROWS));
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
