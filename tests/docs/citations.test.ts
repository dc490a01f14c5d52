import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/conventions.md 8: a comment cites what a reader can open in this repository (a file, a decision, a section
// of docs/). This holds it: every cited file and decision exists, no document outside the repository or tracker
// issue is cited, and every relative link of the Markdown documents resolves.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', '.tmp', 'test-results', 'playwright-report']);
const TEXT_FILE = /\.(ts|tsx|mjs|js|cjs|css|json|jsonc|md|html|yml|yaml|sh)$/;
// The folders and root files whose comments, test titles and lint messages cite (docs/conventions.md 8).
const CODE_ROOTS = ['src', 'tests', 'scripts', 'sw'];
const CODE_FILES = ['biome.json', 'package.json', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts'];

// Built from parts so that this file does not cite them itself.
const OUTSIDE_DOCUMENT = new RegExp(
  [['ARCHI', 'TECTURE'].join(''), ['STYLE', '\\.md'].join(''), ['STACK', '-NOTES'].join(''), '\\.\\./shared/'].join(
    '|',
  ),
);
const ISSUE_NUMBER = new RegExp(`\\b${['is', 'sue'].join('')} ?#?\\d`, 'i');
// A path from the repository's root: docs/…, src/…, scripts/…, tests/…, sw/… (not part of a longer path or URL).
const REPOSITORY_PATH = /(?<![\w./@-])(?:docs|src|scripts|tests|sw)\/[\w./@-]*/g;
const DECISION_FILE = /(?<![\w-])(\d{4})-[a-z0-9-]+\.md\b/g;
// "decision 11", "Decision 0027", "decisions 0187, 0188", "decisions 0175-0178", "decisions 0200–0206 and 0220".
const DECISION_NUMBERS = /\b[Dd]ecisions? (\d{1,4}(?:(?:, and |, | and | or |–|-)\d{1,4}\b)*)/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)|(?:src|href)="([^"]+)"/g;

interface Line {
  file: string;
  number: number;
  text: string;
}

function filesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(join(ROOT, folder))) {
    if (SKIPPED_FOLDERS.has(name)) continue;
    const path = folder === '' ? name : `${folder}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) found.push(...filesUnder(path));
    else if (TEXT_FILE.test(name)) found.push(path);
  }
  return found;
}

function linesOf(files: string[]): Line[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ file, number: index + 1, text })),
  );
}

const where = (line: Line, what: string) => `${line.file}:${line.number}: ${what}`;

const DECISIONS = new Map(
  readdirSync(join(ROOT, 'docs/decisions'))
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .map((name) => [Number(name.slice(0, 4)), name]),
);

/** The outside documents and tracker issues a line cites. */
function outsideCitations(text: string): string[] {
  return [OUTSIDE_DOCUMENT.exec(text)?.[0], ISSUE_NUMBER.exec(text)?.[0]].filter((hit) => hit !== undefined);
}

/** The repository paths a line names that are not there. A path cut by a glob or placeholder is checked up to it. */
function missingPaths(text: string, exists: (path: string) => boolean): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(REPOSITORY_PATH)) {
    const path = match[0].replace(/[.,:;]+$/, '');
    const next = text[(match.index ?? 0) + match[0].length] ?? '';
    const cut = '*{<$…'.includes(next) && next !== '' && path === match[0];
    const decision = /^docs\/decisions\/(\d{4})$/.exec(path); // a decision cited as docs/decisions/0095
    if (decision) {
      if (!DECISIONS.has(Number(decision[1]))) missing.push(path);
    } else if (!exists(cut ? path.slice(0, path.lastIndexOf('/')) : path)) missing.push(path);
  }
  for (const [name, number] of text.matchAll(DECISION_FILE)) {
    if (DECISIONS.get(Number(number)) !== name) missing.push(name);
  }
  return missing;
}

/** The decision numbers a line cites that have no record. A range's every number must have one. */
function missingDecisions(text: string, records: ReadonlyMap<number, string>): number[] {
  const missing: number[] = [];
  for (const [, list] of text.matchAll(DECISION_NUMBERS)) {
    const numbers: number[] = [];
    for (const part of (list ?? '').split(/, and |, | and | or /)) {
      const [from, to] = part.split(/[–-]/).map(Number);
      if (from === undefined) continue;
      for (let n = from; n <= (to ?? from); n++) numbers.push(n);
    }
    missing.push(...numbers.filter((n) => !records.has(n)));
  }
  return missing;
}

const exists = (path: string) => existsSync(join(ROOT, path));
const codeLines = linesOf([...CODE_ROOTS.flatMap((folder) => filesUnder(folder)), ...CODE_FILES]);
const markdownFiles = filesUnder('').filter((file) => file.endsWith('.md'));
// README.md and docs/ name files and decisions too. The decision records are left out of the file check: each
// says what was true the day it was taken, and files have moved since.
const documentLines = linesOf(markdownFiles.filter((file) => file === 'README.md' || file.startsWith('docs/')));
const currentDocumentLines = documentLines.filter((line) => !line.file.startsWith('docs/decisions/'));

describe('citations lead somewhere (docs/conventions.md 8)', () => {
  it('no comment, test title or lint message cites a document outside the repository or a tracker issue', () => {
    const found = codeLines.flatMap((line) => outsideCitations(line.text).map((hit) => where(line, hit)));
    expect(found).toEqual([]);
  });

  it('every repository file and decision file a line names exists', () => {
    const lines = [...codeLines, ...currentDocumentLines];
    const found = lines.flatMap((line) => missingPaths(line.text, exists).map((path) => where(line, path)));
    expect(found).toEqual([]);
  });

  it('every decision cited by number has a record in docs/decisions', () => {
    const found = [...codeLines, ...documentLines].flatMap((line) =>
      missingDecisions(line.text, DECISIONS).map((n) => where(line, `decision ${n}`)),
    );
    expect(found).toEqual([]);
  });

  it('every relative link in README.md and docs/ resolves, anchors included', () => {
    const found: string[] = [];
    let checked = 0;
    for (const line of linesOf(markdownFiles)) {
      for (const [, link, source] of line.text.matchAll(MARKDOWN_LINK)) {
        const target = link ?? source ?? '';
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:, data:
        checked++;
        const [path = '', anchor] = target.split('#');
        const file = path === '' ? line.file : relative(ROOT, join(ROOT, dirname(line.file), decodeURI(path)));
        if (file.startsWith(`..${sep}`) || !exists(file)) found.push(where(line, target));
        else if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) found.push(where(line, target));
      }
    }
    expect(checked).toBeGreaterThan(100); // the scan reads the documents' links at all
    expect(found).toEqual([]);
  });

  it("the decision index lists every record, and each record's title is its first line", () => {
    const index = readFileSync(join(ROOT, 'docs/decisions/README.md'), 'utf8');
    const unlisted = [...DECISIONS.values()].filter((name) => !index.includes(`](${name})`));
    const untitled = [...DECISIONS.entries()].filter(
      ([n, name]) => !readFileSync(join(ROOT, 'docs/decisions', name), 'utf8').startsWith(`# ${n}. `),
    );
    expect(DECISIONS.size).toBeGreaterThan(100);
    expect(unlisted).toEqual([]);
    expect(untitled).toEqual([]);
  });

  it("every file a folder's README names in backticks is in that folder", () => {
    const found: string[] = [];
    for (const readme of markdownFiles.filter((file) => /^(src|sw|scripts|tests)\/.*README\.md$/.test(file))) {
      const folder = dirname(readme);
      const inFolder = filesUnder(folder);
      for (const line of linesOf([readme])) {
        for (const [, name = ''] of line.text.matchAll(/`([\w./-]+\.(?:tsx?|mjs|css))`/g)) {
          const named = inFolder.some((file) => file === `${folder}/${name}` || file.endsWith(`/${name}`));
          if (!named && !exists(name)) found.push(where(line, name));
        }
      }
    }
    expect(found).toEqual([]);
  });
});

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .filter((text) => /^#{1,6} /.test(text));
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

describe('the checks catch what they are for', () => {
  it('an outside document and an issue number are found', () => {
    expect(outsideCitations(`see ${['STACK', '-NOTES'].join('')}.md`)).toHaveLength(1);
    expect(outsideCitations(`// ${['Is', 'sue'].join('')} 30: nudges`)).toHaveLength(1);
    expect(outsideCitations('// decision 0202: nudges, spec §4')).toEqual([]);
  });

  it('a missing file and a misnamed decision file are found; globs are checked up to the glob', () => {
    // Put together here, so that the scan of this file does not find them.
    const neverWritten = ['src/server/redeem', 'bonus-rule.ts'].join('/');
    const oldName = ['0011', 'redeem-refusals.md'].join('-');
    const nowhere = ['src', 'nowhere'].join('/');
    expect(missingPaths(`(${neverWritten})`, exists)).toEqual([neverWritten]);
    expect(missingPaths(`docs/decisions/${oldName}`, exists)).toContain(oldName);
    expect(missingPaths('src/domain/**/*.test.ts and src/server/README.md.', exists)).toEqual([]);
    expect(missingPaths(`${nowhere}/**/*.ts`, exists)).toEqual([`${nowhere}/`]);
    expect(missingPaths('(docs/decisions/0095)', exists)).toEqual([]);
    const noRecord = ['docs/decisions', '9999'].join('/');
    expect(missingPaths(`(${noRecord})`, exists)).toEqual([noRecord]);
  });

  it('a decision number with no record is found, in lists and ranges too', () => {
    const records = new Map([
      [11, 'a'],
      [27, 'b'],
      [28, 'c'],
    ]);
    const d = 'decision'; // so that the scan of this file does not read these as citations
    expect(missingDecisions(`${d} 11 and ${d}s 27-28`, records)).toEqual([]);
    expect(missingDecisions(`${d}s 27, 29 and 11; ${d} 0030`, records)).toEqual([29, 30]);
    expect(missingDecisions(`${d}s 0027–0029`, records)).toEqual([29]);
  });
});
