import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeFormula } from './csv-cell';

describe('decision 0035: "cells starting with = + - @ tab or CR escaped against formula injection"', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+63917', "'+63917"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['SM Megamall', 'SM Megamall'],
    ['a=1', 'a=1'],
    [' =1', ' =1'],
    ['', ''],
  ])('%j → %j', (cell, expected) => {
    expect(escapeFormula(cell)).toBe(expected);
  });

  it('no escaped cell starts with a formula character, and unescaping gives the text back', () => {
    fc.assert(
      fc.property(fc.string(), (cell) => {
        const escaped = escapeFormula(cell);
        expect(escaped).not.toMatch(/^[=+\-@\t\r]/);
        expect(escaped === cell || escaped === `'${cell}`).toBe(true);
      }),
    );
  });
});
