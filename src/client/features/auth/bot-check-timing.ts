// docs/architecture.md §3 / decision 0018: the bot check's cost is tuned so a mid-range phone solves it in about a
// second, "measured in the browser". The browser test reads this line from the console.

const SOLVE_TIME_LOG_PREFIX = '[bot-check] solved';

/** The proof of work's own time, from the payload the widget made (solution.time), when it is there. */
function proofOfWorkMs(payload: string): number | null {
  try {
    const decoded = JSON.parse(atob(payload)) as { solution?: { time?: unknown } };
    const time = decoded.solution?.time;
    return typeof time === 'number' ? Math.round(time) : null;
  } catch {
    return null;
  }
}

export function logSolveTime(startedAt: number, payload: string): void {
  const totalMs = Math.round(performance.now() - startedAt);
  console.info(`${SOLVE_TIME_LOG_PREFIX} in ${totalMs} ms (proof of work ${proofOfWorkMs(payload) ?? '?'} ms)`);
}
