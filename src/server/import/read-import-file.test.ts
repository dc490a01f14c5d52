import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readImportFile } from './read-import-file';
import { ImportFileError } from './source-rows';

describe('readImportFile: CSV or JSON by the file name (docs/import-format.md)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-file-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, content: string) => {
    writeFileSync(join(dir, name), content);
    return join(dir, name);
  };

  it.each([
    ['bank.csv', 'promoCode,referenceNo,transactionDateTime,value\nSPEND042,R1,t,1'],
    ['BANK.CSV', 'promoCode,referenceNo,transactionDateTime,value\nSPEND042,R1,t,1'],
    ['bank.json', '[{"promoCode":"SPEND042","referenceNo":"R1","transactionDateTime":"t","value":"1"}]'],
  ])('reads %s with the reader its extension names', (name, content) => {
    expect(readImportFile(write(name, content)).rows).toEqual([
      {
        line: expect.any(Number),
        fields: { promoCode: 'SPEND042', referenceNo: 'R1', transactionDateTime: 't', value: '1' },
      },
    ]);
  });

  it.each([
    ['bank.txt', 'the file name must end in .csv or .json'],
    ['bank', 'the file name must end in .csv or .json'],
  ])('refuses %s', (name, message) => {
    expect(() => readImportFile(write(name, ''))).toThrow(new ImportFileError(message));
  });

  it('refuses a file it cannot open, naming the reason', () => {
    expect(() => readImportFile(join(dir, 'missing.csv'))).toThrow(/ENOENT: no such file or directory/);
  });
});
