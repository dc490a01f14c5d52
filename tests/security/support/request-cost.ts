import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Cost {
  /** Median CPU time of the process per request, in milliseconds (user + system). */
  readonly cpuMs: number;
  /** The longest the event loop was held while the requests ran, in milliseconds. */
  readonly loopDelayMaxMs: number;
}

/**
 * Sends `times` requests one after another and measures what each cost the process. The median, because the
 * process's CPU clock also counts its other threads (the collector, the test runner's), which now and then
 * charge one request with milliseconds of their own on a busy machine.
 */
export async function measureCost(times: number, send: () => Promise<unknown>): Promise<Cost> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const costs: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = process.cpuUsage();
    await send();
    const used = process.cpuUsage(start);
    costs.push((used.user + used.system) / 1000);
  }
  // One more turn of the loop so the histogram sees the last stall.
  await new Promise((resolve) => setTimeout(resolve, 5));
  histogram.disable();
  costs.sort((a, b) => a - b);
  return { cpuMs: costs[Math.floor(costs.length / 2)] ?? 0, loopDelayMaxMs: histogram.max / 1e6 };
}
