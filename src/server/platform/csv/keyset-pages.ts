// Kysely's `.stream()` needs pg-cursor in the dialect, which this project does not install, and a cursor would
// hold PGlite's only connection for a whole (slow) download. So large reads go page by page, each page a short
// query resuming after the last row's sort key (keyset pagination: no OFFSET rescans), 1,000 rows at a time.

const KEYSET_PAGE_SIZE = 1_000;

/** Fetches `limit` rows after `after` (the first page when undefined), in the one order `keyOf` follows. */
export type PageFetcher<Row, Key> = (after: Key | undefined, limit: number) => Promise<readonly Row[]>;

/** Every page, one in memory at a time; the next is fetched only when the reader wants more. */
export async function* keysetPages<Row, Key>(
  fetchPage: PageFetcher<Row, Key>,
  keyOf: (row: Row) => Key,
  pageSize = KEYSET_PAGE_SIZE,
): AsyncGenerator<readonly Row[]> {
  let after: Key | undefined;
  for (;;) {
    const page = await fetchPage(after, pageSize);
    const last = page.at(-1);
    if (last === undefined) return;
    yield page;
    if (page.length < pageSize) return;
    after = keyOf(last);
  }
}

/** The pages, each row mapped (a page stays a page: the CSV is written a page at a time). */
export async function* mapPages<Row, Out>(
  pages: AsyncIterable<readonly Row[]>,
  map: (row: Row) => Out,
): AsyncGenerator<readonly Out[]> {
  for await (const page of pages) yield page.map(map);
}
