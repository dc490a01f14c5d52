import { ImportFileError, type ParsedFile, type SourceRow } from './source-rows';

// docs/import-format.md: a JSON file holding one array of row objects. A row's line is where its element
// starts in the file, so a report points at the same place an editor shows.

/**
 * The start line of every element of the top-level array, by a scan that tracks only strings and nesting
 * (the text already parsed as JSON, so it is well formed).
 */
export function topLevelElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let awaitingElement = false;
  for (const char of text) {
    if (char === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (awaitingElement && char.trim() !== '' && char !== ']') {
      lines.push(line);
      awaitingElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') awaitingElement = ++depth === 1;
    else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) awaitingElement = true;
  }
  return lines;
}

export function readJsonRows(file: Buffer): ParsedFile {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(`not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new ImportFileError('the JSON file must hold one array of transaction rows');
  // One start line per element (read-json-rows.test.ts proves it for any JSON values).
  const rows = topLevelElementLines(text).map((line, index): SourceRow => ({ line, fields: parsed[index] }));
  return { rows, badRows: [] };
}
