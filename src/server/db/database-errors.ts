// Decision 0150: which failures mean "the database cannot be reached now" (answered HTTP 503 with Retry-After,
// logged as one line, never as a fault) rather than a fault of ours (500, logged with its stack).

/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs: class 08 (connection exception) is matched by its prefix; the server shutting down
 * (57P01 admin, 57P02 crash), starting or recovering (57P03), out of connections (53300), a statement ended by
 * statement_timeout (57014), a transaction ended by idle_in_transaction_session_timeout (25P03).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/** node-postgres's own errors, which carry no code: a socket that closed, a connect or a query that timed out. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|timeout expired)/;

interface ErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
  /** An AggregateError's parts (a host name with several addresses, each refused). */
  readonly errors?: unknown;
}

const asErrorLike = (error: unknown): ErrorLike | undefined =>
  typeof error === 'object' && error !== null ? (error as ErrorLike) : undefined;

export function isDatabaseUnavailable(error: unknown): boolean {
  const each = asErrorLike(error);
  if (each === undefined) return false;
  const code = typeof each.code === 'string' ? each.code : '';
  if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (typeof each.message === 'string' && DRIVER_MESSAGES.test(each.message)) return true;
  return Array.isArray(each.errors) && each.errors.length > 0 && each.errors.every(isDatabaseUnavailable);
}

/** What a log line says of a database failure: its code and message, never a stack or a row's values. */
export function describeDatabaseError(error: unknown): { readonly code?: string; readonly reason: string } {
  const each = asErrorLike(error);
  const code = typeof each?.code === 'string' ? each.code : undefined;
  const message = typeof each?.message === 'string' && each.message !== '' ? each.message : undefined;
  const reason = message ?? code ?? String(error);
  return code === undefined ? { reason } : { code, reason };
}

interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobFailureLog {
  /** A pass failed: a fault is logged as it comes; a database out of reach once, when it starts. */
  failed(error: unknown, details: object, message: string): void;
  /** A pass succeeded: logs the database's return when it had been out of reach. */
  succeeded(): void;
}

/**
 * Decision 0150: a background job (the outbox lanes, report jobs, the registration validation, the key refresh)
 * keeps trying at every pass while the database is out of reach; its log says so once when it starts and once when
 * it ends, not a stack at every pass.
 */
export function jobFailureLog(log: JobLog, job: string): JobFailureLog {
  let outage: { readonly since: number; passes: number } | undefined;
  return {
    failed(error, details, message) {
      if (!isDatabaseUnavailable(error)) {
        log.error({ ...details, err: error }, message);
        return;
      }
      if (outage !== undefined) {
        outage.passes += 1;
        return;
      }
      outage = { since: performance.now(), passes: 1 };
      log.warn(
        { ...details, job, ...describeDatabaseError(error) },
        `${job}: the database is unavailable; trying again`,
      );
    },
    succeeded() {
      if (outage === undefined) return;
      const ms = Math.round(performance.now() - outage.since);
      log.info({ job, failedPasses: outage.passes, ms }, `${job}: the database answers again`);
      outage = undefined;
    },
  };
}
