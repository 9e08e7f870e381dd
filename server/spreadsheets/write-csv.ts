import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { RowBatches } from './sheet-formats';

/** The byte order mark: a spreadsheet opening the file reads it as UTF-8, umlauts included. */
const BOM = '\uFEFF';

/**
 * A CSV file as a stream: the BOM and the header, then each batch of rows as it is pulled, so the reader's pace
 * (the download) sets how many batches are held, one at most. Quoting and line ends are csv-stringify's (RFC 4180, CRLF).
 */
export function csvStream(header: string[], batches: RowBatches): Readable {
  // A batch is turned into its text inside one call, so only the text waits for the download.
  const nextText = async (): Promise<string | null> => {
    const rows = await batches();
    return rows && stringify(rows, { record_delimiter: 'windows' });
  };
  async function* chunks() {
    yield BOM + stringify([header], { record_delimiter: 'windows' });
    for (let text = await nextText(); text !== null; text = await nextText()) if (text) yield text;
  }
  return Readable.from(chunks(), { objectMode: false });
}
