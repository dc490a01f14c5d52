// The benchmark's load generator, run as a child process so it does not share the server's event loop:
// `concurrency` loops POST to one URL on loopback, cycling through the session cookies, for a warm-up and then
// `seconds` of measured time (bounded by time and by MAX_REQUESTS). Prints one JSON line with the result.

export interface LoadPlan {
  readonly url: string;
  readonly cookies: readonly string[];
  readonly concurrency: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
}

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
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

async function oneRequest(plan: LoadPlan, cookie: string): Promise<{ ok: boolean; bytes: number }> {
  const response = await fetch(plan.url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: '{}',
  });
  const text = await response.text();
  const statusId = response.status === 200 ? (JSON.parse(text) as { status?: { id?: number } }).status?.id : null;
  return { ok: statusId === 0, bytes: text.length };
}

async function runFor(plan: LoadPlan, seconds: number, record: boolean) {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let sent = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const loop = async (worker: number) => {
    for (let turn = worker; performance.now() < deadline && sent < MAX_REQUESTS; turn += plan.concurrency) {
      sent++;
      const began = performance.now();
      const outcome = await oneRequest(plan, plan.cookies[turn % plan.cookies.length] ?? '').catch(() => null);
      if (!record) continue;
      latencies.push(performance.now() - began);
      if (outcome?.ok) bytes += outcome.bytes;
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, (_, worker) => loop(worker)));
  return { latencies, errors, bytes, elapsed: (performance.now() - start) / 1000 };
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  await runFor(plan, plan.warmupSeconds, false);
  const { latencies, errors, bytes, elapsed } = await runFor(plan, plan.seconds, true);
  const sorted = [...latencies].sort((a, b) => a - b);
  const succeeded = latencies.length - errors;
  return {
    requests: latencies.length,
    errors,
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
