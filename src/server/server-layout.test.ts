import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layout rules of src/server/README.md that Biome cannot see: where SQL may live, and which folders may
// import which. Each test reads the source files as text, so it needs no database.

const SERVER = dirname(fileURLToPath(import.meta.url));

/** Folders every area may import; the rest of src/server's folders are areas. */
const SHARED = new Set(['platform', 'db', 'config', 'testing']);
/** Entry points that wire areas together, as app.ts and main.ts do. */
const ENTRY_POINTS = new Set(['cli']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SERVER, path).split(sep).join('/')] : [];
  });
}

const isTestCode = (file: string) => file.endsWith('.test.ts') || file.split('/').includes('testing');
const productionFiles = sourceFiles(SERVER).filter((file) => !isTestCode(file));
const sourceOf = (file: string) => readFileSync(join(SERVER, file), 'utf8');
const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : undefined);

/** The src/server folders a file imports from, by its relative import paths. */
function importedFolders(file: string): string[] {
  const specifiers = [...sourceOf(file).matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const target = normalize(join(dirname(file), specifier))
      .split(sep)
      .join('/');
    const folder = target.startsWith('..') ? undefined : folderOf(target);
    return folder === undefined ? [] : [folder];
  });
}

describe('src/server layout (README "Where SQL lives", "Areas and platform/")', () => {
  it('queries are built only in *.repository.ts files (and db/ for migrations and the seed)', () => {
    const QUERY = /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|mergeInto)\(|\bsql[`<]/;
    const KYSELY_VALUE = /^import (?!type )[^;]*from 'kysely';/m;
    const outside = productionFiles.filter((file) => !file.endsWith('.repository.ts') && folderOf(file) !== 'db');
    const offenders = outside.filter((file) => QUERY.test(sourceOf(file)) || KYSELY_VALUE.test(sourceOf(file)));
    expect(offenders).toEqual([]);
  });

  it('platform/ and config/ import no area', () => {
    const offenders = productionFiles
      .filter((file) => folderOf(file) === 'platform' || folderOf(file) === 'config')
      .flatMap((file) =>
        importedFolders(file)
          .filter((folder) => !SHARED.has(folder))
          .map((area) => `${file} → ${area}`),
      );
    expect(offenders).toEqual([]);
  });

  it('no two areas import each other, directly or round a longer loop', () => {
    const uses = new Map<string, Set<string>>();
    for (const file of productionFiles) {
      const area = folderOf(file);
      if (area === undefined || SHARED.has(area) || ENTRY_POINTS.has(area)) continue;
      for (const folder of importedFolders(file)) {
        if (folder !== area && !SHARED.has(folder)) uses.set(area, (uses.get(area) ?? new Set()).add(folder));
      }
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(uses.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))));
    const loops = [...uses.keys()].filter((area) => reaches(area, area));
    expect(loops).toEqual([]);
  });
});
