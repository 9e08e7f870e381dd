import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { RowBatches } from './sheet-formats';

/** The byte order mark: a spreadsheet opening the file reads it as UTF-8, umlauts included. */
const BOM = '\uFEFF';

/** Rows turned into text and handed to the download at a time. */
const TEXT_ROWS = 250;

/**
 * A CSV file as a stream: the BOM and the header, then each batch of rows as it is pulled, so the reader's pace
 * (the download) sets how many batches are held, one at most. Quoting and line ends are csv-stringify's (RFC 4180, CRLF).
 */
export function csvStream(header: string[], batches: RowBatches): Readable {
  async function* chunks() {
    yield BOM + stringify([header], { record_delimiter: 'windows' });
    for (let rows = await batches(); rows; rows = await batches()) {
      // A few hundred rows of text at a time: a text that size dies young, where a whole batch's would go straight
      // to the old generation and stay until a full collection.
      for (let at = 0; at < rows.length; at += TEXT_ROWS) yield stringify(rows.slice(at, at + TEXT_ROWS), { record_delimiter: 'windows' });
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
