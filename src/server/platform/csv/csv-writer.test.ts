import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type CsvRow, csvStream, csvText } from './csv-writer';

const BOM = '\uFEFF';

describe('decision 0035: downloads are "UTF-8 with BOM so spreadsheets open it"', () => {
  const columns = ['Location', 'Amount', 'Note'];
  const rows: CsvRow[] = [
    ['=cmd|calc', -500, null],
    ['Café, "Ñ" Manila', 1234.5, 'line\nbreak'],
  ];

  it('a whole report: header, CRLF rows, escaped text, numbers as numbers, quotes where needed; no BOM', () => {
    const csv = csvText(columns, rows);
    expect(csv.startsWith('Location,Amount,Note\r\n')).toBe(true);
    expect(csv).toContain(`'=cmd|calc,-500,\r\n`);
    expect(parse(csv, { bom: true })).toEqual([
      columns,
      ["'=cmd|calc", '-500', ''],
      ['Café, "Ñ" Manila', '1234.5', 'line\nbreak'],
    ]);
  });

  it('a download stream is the BOM and then the same text, however the rows are paged', async () => {
    async function* source() {
      yield rows.slice(0, 1);
      yield rows.slice(1);
    }
    const bytes = await buffer(csvStream(columns, source()));
    // Bytes, not a decoded string: a UTF-8 decoder would swallow the BOM.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(BOM + csvText(columns, rows));
  });

  it('a failing source fails the stream (the download is cut, never completed wrongly)', async () => {
    async function* failing(): AsyncGenerator<CsvRow[]> {
      yield [['first', 1, null]];
      throw new Error('database went away');
    }
    await expect(buffer(csvStream(columns, failing()))).rejects.toThrow('database went away');
  });
});
