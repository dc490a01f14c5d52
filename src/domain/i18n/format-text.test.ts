import { describe, expect, it } from 'vitest';
import { formatText, placeholdersOf } from './format-text';

const MINUTES = 'It expires in {minutes, plural, one {# minute} other {# minutes}}. REF {ref}.';

describe('a catalogue text is filled as ICU reads it (decision 0208)', () => {
  it('fills placeholders and leaves an unknown one as written', () => {
    expect(formatText('en-PH', 'Sent to {contact}, {missing}', { contact: '0917' })).toBe('Sent to 0917, {missing}');
  });
  it('picks the plural form by the English rules', () => {
    expect(formatText('en-PH', MINUTES, { minutes: 1, ref: 'R1' })).toBe('It expires in 1 minute. REF R1.');
    expect(formatText('en-PH', MINUTES, { minutes: 5, ref: 'R1' })).toBe('It expires in 5 minutes. REF R1.');
  });
  it('picks the plural form by the Filipino rules, and an exact form first', () => {
    const text = '{n, plural, =0 {wala} one {# eGC} other {# na eGC}}';
    expect(formatText('fil-PH', text, { n: 0 })).toBe('wala');
    expect(formatText('fil-PH', text, { n: 1 })).toBe('1 eGC');
    expect(formatText('fil-PH', text, { n: 4 })).toBe('4 na eGC');
  });
  it('fills placeholders inside a plural form', () => {
    expect(formatText('en-PH', '{n, plural, one {# of {m}} other {# of {m} used}}', { n: 2, m: 3 })).toBe(
      '2 of 3 used',
    );
  });
  it('text with no braces is returned unchanged', () => {
    expect(formatText('en-PH', "You're at (x of 3)…", {})).toBe("You're at (x of 3)…");
  });
});

describe('the names a text reads', () => {
  it('lists placeholders and plural arguments with theirs, sorted and once', () => {
    expect(placeholdersOf(MINUTES)).toEqual(['minutes', 'ref']);
    expect(placeholdersOf('{a} {n, plural, one {# {b}} other {# {b} {a}}}')).toEqual(['a', 'b', 'n']);
    expect(placeholdersOf('No placeholders.')).toEqual([]);
  });
});
