import { describe, expect, it } from 'vitest';
import { splitMessage } from '../messages';
import { catalogueDifferences, textsByPath } from './catalogue-check';
import { CATALOGUES, type CatalogueArea, textsIn } from './catalogues';
import { LOCALES } from './locales';

const AREAS = Object.keys(CATALOGUES) as CatalogueArea[];

describe('every locale holds every text of every area, reading the same placeholders (decision 0208)', () => {
  for (const area of AREAS) {
    for (const locale of LOCALES) {
      it(`${area} in ${locale}`, () => {
        expect(catalogueDifferences(CATALOGUES[area]['en-PH'], CATALOGUES[area][locale])).toEqual([]);
      });
    }
  }
});

describe('the check itself', () => {
  const english = { a: 'Spend {threshold}', b: { c: 'Done', d: ['x', 'y'] } };
  it('names a missing text, an extra one, an empty one and a placeholder that differs', () => {
    const other = { a: 'Gumastos ng {amount}', b: { c: ' ', d: ['x'], e: 'extra' } };
    expect(catalogueDifferences(english, other)).toEqual([
      'a: placeholders [amount], English has [threshold]',
      'b.c: not a text',
      'b.d.1: missing',
      'b.e: not in English',
    ]);
  });
  it('finds nothing between a catalogue and a faithful translation', () => {
    expect(catalogueDifferences(english, { a: 'Gumastos ng {threshold}', b: { c: 'Tapos', d: ['x', 'y'] } })).toEqual(
      [],
    );
  });
  it('reads texts by dotted path, numeric keys included', () => {
    expect([...textsByPath({ redeem: { 4301: 'x' } }).keys()]).toEqual(['redeem.4301']);
  });
});

describe('a §8 text splits into title and body the same way in every locale', () => {
  const english = textsByPath(CATALOGUES.messages['en-PH']);
  for (const locale of LOCALES) {
    it(`${locale}: a title alone stays a title alone, a title with a body keeps its body`, () => {
      const translated = textsByPath(textsIn('messages', locale));
      const mismatched = [...english].filter(
        ([path, text]) =>
          (splitMessage(text).body === null) !== (splitMessage(translated.get(path) ?? '').body === null),
      );
      expect(mismatched.map(([path]) => path)).toEqual([]);
    });
  }
});

describe('Filipino is written, not copied', () => {
  it('most Filipino texts differ from their English ones (names, field labels and loanwords may not)', () => {
    let texts = 0;
    let same = 0;
    for (const area of AREAS) {
      const filipino = textsByPath(CATALOGUES[area]['fil-PH']);
      for (const [path, text] of textsByPath(CATALOGUES[area]['en-PH'])) {
        texts += 1;
        if (filipino.get(path) === text) same += 1;
      }
    }
    expect(same / texts).toBeLessThan(0.15);
  });
});
