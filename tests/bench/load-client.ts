// The benchmark's load generator, run as a child process so it does not share the server's event loop:
// `concurrency` loops call one URL on loopback (POST with the session cookies in turn, or GET for /healthz), for
// a warm-up and then `seconds` of measured time (bounded by time and by MAX_REQUESTS). Prints one JSON line with
// the result. A refusal (HTTP 429) is counted apart from the other errors: a benchmark that hits its own rate
// limits measures the refusals, not the calls.

export interface LoadPlan {
  readonly url: string;
  /** POST (a call of the contract, body `{}`) unless GET (the health check). */
  readonly method?: 'GET' | 'POST';
  /**
   * Each cookie's requests say, in X-Forwarded-For, that they come from an address of their own (10.x.y.z), as
   * phones behind the proxy do: the server trusts loopback as its proxy, so the per-IP limits count each client.
   */
  readonly addressPerCookie?: boolean;
  readonly cookies: readonly string[];
  readonly concurrency: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
}

export interface LoadResult {
  readonly requests: number;
  /** Answers other than success, 429s included. */
  readonly errors: number;
  /** HTTP 429 answers: the rate limits refused the request. */
  readonly refused: number;
  /** Requests sent in all, the warm-up's included (what the server's CPU time is divided by). */
  readonly sent: number;
  readonly seconds: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly bytesPerResponse: number;
}

const MAX_REQUESTS = 1_000_000;

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

interface Outcome {
  readonly ok: boolean;
  readonly refused: boolean;
  readonly bytes: number;
}

/** The client address of the cookie at `index`: 10.0.0.1 onwards. */
const addressOf = (index: number): string => {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function oneRequest(plan: LoadPlan, index: number): Promise<Outcome> {
  const cookie = plan.cookies[index] ?? '';
  const forwarded: Record<string, string> = plan.addressPerCookie ? { 'x-forwarded-for': addressOf(index) } : {};
  const response =
    plan.method === 'GET'
      ? await fetch(plan.url, { headers: { 'accept-encoding': 'gzip', ...forwarded } })
      : await fetch(plan.url, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip', ...forwarded },
          body: '{}',
        });
  const text = await response.text();
  const refused = response.status === 429;
  if (plan.method === 'GET') return { ok: response.ok, refused, bytes: text.length };
  const statusId = response.status === 200 ? (JSON.parse(text) as { status?: { id?: number } }).status?.id : null;
  return { ok: statusId === 0, refused, bytes: text.length };
}

async function runFor(plan: LoadPlan, seconds: number, record: boolean) {
  const latencies: number[] = [];
  let errors = 0;
  let refused = 0;
  let bytes = 0;
  let sent = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const loop = async (worker: number) => {
    for (let turn = worker; performance.now() < deadline && sent < MAX_REQUESTS; turn += plan.concurrency) {
      sent++;
      const began = performance.now();
      const outcome = await oneRequest(plan, turn % Math.max(1, plan.cookies.length)).catch(() => null);
      if (!record) continue;
      latencies.push(performance.now() - began);
      if (outcome?.ok) bytes += outcome.bytes;
      else errors++;
      if (outcome?.refused) refused++;
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, (_, worker) => loop(worker)));
  return { latencies, errors, refused, bytes, sent, elapsed: (performance.now() - start) / 1000 };
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const warmup = await runFor(plan, plan.warmupSeconds, false);
  const { latencies, errors, refused, bytes, sent, elapsed } = await runFor(plan, plan.seconds, true);
  const sorted = [...latencies].sort((a, b) => a - b);
  const succeeded = latencies.length - errors;
  return {
    requests: latencies.length,
    errors,
    refused,
    sent: warmup.sent + sent,
    seconds: elapsed,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    bytesPerResponse: succeeded === 0 ? 0 : bytes / succeeded,
  };
}

// As a child process: the plan arrives in BENCH_LOAD_PLAN, the result leaves as the last line of stdout.
if (process.env.BENCH_LOAD_PLAN) {
  const plan = JSON.parse(process.env.BENCH_LOAD_PLAN) as LoadPlan;
  console.log(JSON.stringify(await runLoad(plan)));
}
