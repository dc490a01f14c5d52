// Whether the PostgreSQL suites can run: DATABASE_URL when set, else the usual local server. A server that
// answers is used; none answering is reported, not failed, unless DATABASE_URL was set on purpose.
import pg from 'pg';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error.code ?? error.message };
  } finally {
    await client.end().catch(() => {});
  }
}

/** `{ url }` when PostgreSQL answers, `{ skipped }` with the reason when it does not (and was not asked for). */
export async function findPostgres(env = process.env) {
  const asked = env.DATABASE_URL;
  const url = asked || DEFAULT_DATABASE_URL;
  const where = new URL(url).host;
  const probe = await answers(url);
  if (probe.ok) return { url, where };
  if (asked) {
    console.error(`✖ DATABASE_URL is set but PostgreSQL at ${where} does not answer (${probe.reason}).`);
    process.exit(1);
  }
  return { skipped: `no PostgreSQL at ${where} (${probe.reason}); set DATABASE_URL to run them` };
}
