import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonRows, topLevelElementLines } from './read-json-rows';
import { ImportFileError } from './source-rows';

describe('readJsonRows: a JSON array of rows (docs/import-format.md)', () => {
  it('docs/import-format.md "reports bad rows by line": each element keeps the line it starts on', () => {
    const text =
      '[\n  {"referenceNo": "a,]\\"[{", "nested": [1, {"b": 2}]},\n  {"c": {"d": [3]}},\n\n  5, "s", [1], null\n]';
    expect(topLevelElementLines(text)).toEqual([2, 3, 5, 5, 5, 5]);
  });

  it.each([
    ['[]', []],
    ['[ \n ]', []],
    ['[{}]', [1]],
    ['[\n{},\n{}\n]', [2, 3]],
  ])('finds the element lines of %j', (text, lines) => {
    expect(topLevelElementLines(text)).toEqual(lines);
  });

  it('hands over the parsed elements with their lines, a byte-order mark ignored', () => {
    expect(readJsonRows(Buffer.from('\uFEFF[{"a": 1},\n{"b": 2}]'))).toEqual({
      rows: [
        { line: 1, fields: { a: 1 } },
        { line: 2, fields: { b: 2 } },
      ],
      badRows: [],
    });
  });

  it.each([
    ['{"referenceNo": "R1"}', 'the JSON file must hold one array of transaction rows'],
    ['"rows"', 'the JSON file must hold one array of transaction rows'],
    ['[', /^not valid JSON: /],
    ['', /^not valid JSON: /],
  ])('refuses the whole file when it is not one JSON array: %j', (text, message) => {
    const read = () => readJsonRows(Buffer.from(text));
    expect(read).toThrow(ImportFileError);
    expect(read).toThrow(message);
  });

  it('property: one element per line is found on its own line, whatever the values hold', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 20 }), (values) => {
        const text = `[\n${values.map((value) => JSON.stringify(value)).join(',\n')}\n]`;
        const { rows } = readJsonRows(Buffer.from(text));
        expect(rows.map((row) => row.line)).toEqual(values.map((_, index) => index + 2));
        expect(rows.map((row) => row.fields)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('property: pretty-printed arrays find one start line per element', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 20 }), (values) => {
        const text = JSON.stringify(values, null, 2);
        expect(topLevelElementLines(text)).toHaveLength(values.length);
      }),
    );
  });
});
