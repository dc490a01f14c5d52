import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from './read-csv-rows';
import { ImportFileError } from './source-rows';

const HEADER = 'promoCode,referenceNo,transactionDateTime,value';
const csv = (lines: readonly string[], newline = '\n') => Buffer.from(lines.join(newline));
const linesOf = (file: Buffer) => readCsvRows(file).rows.map((row) => row.line);

describe('readCsvRows: a CSV file with a header row (docs/import-format.md)', () => {
  it('keys each row by the header and leaves empty cells out, so optional fields count as missing', () => {
    const file = csv([
      'promoCode,customerNo,referenceNo,transactionDateTime,value,mccID',
      'SPEND042,,R1,2023-07-01T00:00:00Z,1.50,',
    ]);
    expect(readCsvRows(file)).toEqual({
      rows: [
        {
          line: 2,
          fields: {
            promoCode: 'SPEND042',
            referenceNo: 'R1',
            transactionDateTime: '2023-07-01T00:00:00Z',
            value: '1.50',
          },
        },
      ],
      badRows: [],
    });
  });

  it.each([
    ['\n', 'LF'],
    ['\r\n', 'CRLF'],
  ])('docs/import-format.md "reports bad rows by line": each row keeps the line it starts on (%j, %s)', (newline) => {
    const file = csv(
      [`\uFEFF${HEADER}`, 'A,R1,t,1', `A,"two${newline}lines",t,2`, '', '', 'A,R3,t,3', 'A,"x""y",t,4', ''],
      newline,
    );
    expect(linesOf(file)).toEqual([2, 3, 7, 8]);
    expect(readCsvRows(file).rows[1]?.fields).toMatchObject({ referenceNo: `two${newline}lines` });
    expect(readCsvRows(file).rows[3]?.fields).toMatchObject({ referenceNo: 'x"y' });
  });

  it('trims cells and reads a byte-order mark as nothing', () => {
    const [row] = readCsvRows(csv([`\uFEFF${HEADER}`, ' SPEND042 , R1 ,t, 1 '])).rows;
    expect(row?.fields).toEqual({ promoCode: 'SPEND042', referenceNo: 'R1', transactionDateTime: 't', value: '1' });
  });

  it('reports a row with the wrong number of cells as a bad row at its line and reads on', () => {
    const result = readCsvRows(csv([HEADER, 'A,R1', 'A,R2,t,2', 'A,R3,t,3,extra', 'A,R4,t,4']));
    expect(result.badRows).toEqual([
      { line: 2, reason: 'has 2 columns, the header has 4' },
      { line: 4, reason: 'has 5 columns, the header has 4' },
    ]);
    expect(result.rows.map((row) => row.line)).toEqual([3, 5]);
  });

  it.each([
    ['', 'line 1: the file is empty; it needs a header row'],
    ['\n\n', 'line 1: the file is empty; it needs a header row'],
    [
      'promoCode,referenceNo,transactionDateTime,value,mccId',
      "line 1: unknown column 'mccId'; the columns are promoCode, customerNo, referenceNo, transactionDateTime, postedDateTime, value, type, mccID, location",
    ],
    ['promoCode,referenceNo,referenceNo,transactionDateTime,value', "line 1: column 'referenceNo' appears twice"],
    ['promoCode,value', "line 1: missing column 'referenceNo', 'transactionDateTime'"],
    ['referenceNo,transactionDateTime,value', "line 1: missing column 'promoCode or customerNo'"],
    [`${HEADER}\nA,"R1,t,1`, 'line 2: Quote Not Closed: the parsing is finished with an opening quote'],
    // A quoting error leaves later rows' boundaries unknown: the file is refused rather than misread.
    [`${HEADER}\nA,R1,t,1\nA,R"2,t,2\nA,R3,t,3`, /^line 3: Invalid Opening Quote: a quote is found on field 1/],
    [`${HEADER}\r\nA,"x\r\ny",t,1\r\nA,R"2,t,2`, /^line 4: Invalid Opening Quote/],
    [`${HEADER}\nA,"R"1,t,1\nA,R2,t,2`, /^line 2: Invalid Closing Quote/],
  ])('refuses the whole file when its header or structure is wrong: %j', (text, message) => {
    const read = () => readCsvRows(Buffer.from(text));
    expect(read).toThrow(ImportFileError);
    expect(read).toThrow(message);
  });

  it('accepts customerNo in place of promoCode', () => {
    const result = readCsvRows(csv(['customerNo,referenceNo,transactionDateTime,value', '7012340005,R1,t,1']));
    expect(result.rows[0]?.fields).toMatchObject({ customerNo: '7012340005' });
  });

  it('property: with any mix of blank lines and multi-line cells, each row is found at the line it starts on', () => {
    const rowArbitrary = fc.record({ blankBefore: fc.nat(2), breaksInCell: fc.nat(2) });
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 12 }), fc.constantFrom('\n', '\r\n'), (rows, newline) => {
        const lines = [HEADER];
        const expected: number[] = [];
        rows.forEach((row, index) => {
          lines.push(...Array.from({ length: row.blankBefore }, () => ''));
          expected.push(lines.join('\n').split('\n').length + 1);
          const cell = Array.from({ length: row.breaksInCell + 1 }, (_, part) => `p${part}`).join(newline);
          lines.push(`A,"${cell}",t,${index}`);
        });
        expect(linesOf(csv(lines, newline))).toEqual(expected);
      }),
    );
  });
});
