import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

// What the server logs (docs/architecture.md §4, decision 0080): requests by method and path, faults with the request
// id. eGC codes never appear: no call carries one in its path, bodies are never logged, and PostgreSQL's DETAIL
// (which quotes a refused row's values, an eGC code among them: "Key (egc_code)=(…) already exists") is hidden.

const REDACTED = '[redacted: may quote row values]';
const redact = { paths: ['err.detail', 'err.cause.detail'], censor: REDACTED };

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return { level, redact, ...(stream ? { stream } : {}) };
}

/**
 * The process's logger, the one Fastify's would be (main.ts makes it first, so the database pool logs a lost
 * connection to it as well, decision 0150).
 */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({ level, redact });
}
