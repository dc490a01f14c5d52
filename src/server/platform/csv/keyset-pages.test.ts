import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysetPages, mapPages } from './keyset-pages';

async function collect<T>(pages: AsyncIterable<readonly T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const page of pages) all.push([...page]);
  return all;
}

/** A table of ids 1..n read newest first, as the downloads page through theirs. */
function table(n: number) {
  const ids = Array.from({ length: n }, (_, index) => n - index);
  const calls: Array<number | undefined> = [];
  const fetchPage = async (after: number | undefined, limit: number) => {
    calls.push(after);
    return ids.filter((id) => after === undefined || id < after).slice(0, limit);
  };
  return { ids, calls, fetchPage };
}

describe('keyset pagination (downloads of any size in pages of 1,000)', () => {
  it.each([
    [0, 0, 1],
    [999, 1, 1],
    [1000, 1, 2],
    [1001, 2, 2],
    [2500, 3, 3],
  ])('%i rows: every row once, in order, in %i pages from %i queries', async (n, pages, queries) => {
    const { ids, calls, fetchPage } = table(n);
    const read = await collect(keysetPages(fetchPage, (id) => id));
    expect(read).toHaveLength(pages);
    expect(read.flat()).toEqual(ids);
    expect(calls).toHaveLength(queries);
  });

  it('each page resumes after the last row of the one before', async () => {
    const { calls, fetchPage } = table(2500);
    await collect(keysetPages(fetchPage, (id) => id));
    expect(calls).toEqual([undefined, 1501, 501]);
  });

  it('a reader that stops early stops the queries', async () => {
    const { calls, fetchPage } = table(5000);
    for await (const page of keysetPages(fetchPage, (row) => row)) if (page.includes(4500)) break;
    expect(calls).toEqual([undefined]);
  });

  it('any page size reads the same rows, and mapping keeps the pages', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 25 }), async (n, size) => {
        const { ids, fetchPage } = table(n);
        const pages = await collect(
          mapPages(
            keysetPages(fetchPage, (id) => id, size),
            (id) => -id,
          ),
        );
        expect(pages.flat()).toEqual(ids.map((id) => -id));
        expect(pages.every((page) => page.length > 0 && page.length <= size)).toBe(true);
      }),
    );
  });
});
