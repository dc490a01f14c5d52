import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromLanguages, offeredLocale, parseLocale } from './locales';

describe('the phone language decides at first (decision 0209)', () => {
  it.each([
    [['fil-PH', 'en-US'], 'fil-PH'],
    [['fil'], 'fil-PH'],
    [['tl-PH'], 'fil-PH'],
    [['TL'], 'fil-PH'],
    [['en-US', 'fil-PH'], 'en-PH'],
    [['ja-JP'], 'en-PH'],
    [[], 'en-PH'],
  ])('languages %j read %s', (languages, locale) => {
    expect(localeFromLanguages(languages)).toBe(locale);
  });
});

describe('a kept choice outranks the phone, and only offered locales are shown (decision 0210)', () => {
  it('a kept English choice wins over a Filipino phone', () => {
    expect(chooseLocale('en-PH', ['fil-PH'], true)).toBe('en-PH');
  });
  it('a kept Filipino choice wins over an English phone', () => {
    expect(chooseLocale('fil-PH', ['en-US'], true)).toBe('fil-PH');
  });
  it('an unknown kept value is ignored and the phone decides', () => {
    expect(chooseLocale('de-DE', ['tl'], true)).toBe('fil-PH');
  });
  it('while Filipino is not offered, a Filipino phone and a kept Filipino choice both read English', () => {
    expect(chooseLocale('fil-PH', ['fil-PH'], false)).toBe('en-PH');
    expect(offeredLocale('fil-PH', false)).toBe('en-PH');
    expect(offeredLocale('fil-PH', true)).toBe('fil-PH');
  });
});

describe('a stored locale is one the build knows', () => {
  it('parses the two locales and refuses the rest', () => {
    expect(parseLocale('fil-PH')).toBe('fil-PH');
    expect(parseLocale('fil')).toBeNull();
    expect(parseLocale(undefined)).toBeNull();
  });
});
