import { describe, expect, it } from 'vitest';
import { IMPORT_BODY_LIMIT } from '../../../../contract/admin-import';
import { fitsImportLimit, importFormatOf } from './admin-import';

describe('the import file (decision 0144)', () => {
  it('takes its format from the name, as the CLI does', () => {
    expect(importFormatOf('november.CSV')).toBe('csv');
    expect(importFormatOf('bank.export.json')).toBe('json');
    expect(importFormatOf('november.xlsx')).toBeNull();
    expect(importFormatOf('csv')).toBeNull();
  });

  it('measures the body it sends, quoting included, against the server limit', () => {
    expect(fitsImportLimit({ format: 'csv', content: 'a'.repeat(IMPORT_BODY_LIMIT - 100) })).toBe(true);
    // Each line break is quoted as two characters: a file under the limit can make a body over it.
    expect(fitsImportLimit({ format: 'csv', content: '\n'.repeat(IMPORT_BODY_LIMIT - 100) })).toBe(false);
  });
});
