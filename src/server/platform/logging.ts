import type { FastifyServerOptions } from 'fastify';

// What the server logs (ARCHITECTURE.md §4, decision 0080): requests by method and path, faults with the request
// id. eGC codes never appear: no call carries one in its path, bodies are never logged, and PostgreSQL's DETAIL
// (which quotes a refused row's values, an eGC code among them: "Key (egc_code)=(…) already exists") is hidden.

const REDACTED = '[redacted: may quote row values]';

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['err.detail', 'err.cause.detail'], censor: REDACTED },
    ...(stream ? { stream } : {}),
  };
}
