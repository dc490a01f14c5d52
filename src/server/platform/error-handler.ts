import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_FAILURE_ID } from '../../domain/messages';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database-errors';
import './zod-messages';

// One error handler: malformed requests get 400 with what was wrong; faults are logged with the request id
// and answered with the generic message only, never the details (docs/conventions.md 10, "Errors are designed"). Every answer
// is the envelope of spec §7, `{ status: { id, message? }, data: null }`.

const GENERIC_FAILURE_STATUS = 500;

/**
 * Decision 0150: while the database cannot be reached, a request is answered at once with HTTP 503 (which the
 * app shows as maintenance, decision 0024) and when to ask again; the proxy answers the same once every
 * instance's readiness says `database` (deploy/haproxy.cfg).
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE = {
  status: { id: 503, message: 'The service is unavailable for a moment. Please try again in a few seconds.' },
  data: null,
} as const;

/**
 * A malformed request, answered HTTP 400 by the error handler: what the contract's schemas cannot say (another
 * campaign's id, two codes that differ). `statusId` is the body's id: 400 unless a decision names a spec id.
 */
export class BadRequestError extends Error {
  readonly statusCode = 400;

  constructor(
    message: string,
    readonly statusId = 400,
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}

/**
 * The client went away before its answer was sent (it closed the connection while the answer was being
 * compressed): Node's stream.pipeline reports ERR_STREAM_PREMATURE_CLOSE, the legacy end-of-stream 'premature
 * close'. Nothing of ours failed and nobody is left to answer (123 such error lines in one benchmark run).
 */
function isClientGone(error: { readonly code?: string; readonly message?: string }): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.message === 'premature close';
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isClientGone(error)) {
      request.log.debug({ reqId: request.id }, 'the client closed the connection before its answer was sent');
      return reply.status(GENERIC_FAILURE_STATUS).send({ status: { id: GENERIC_FAILURE_ID }, data: null });
    }
    // The contract's schemas (fastify-type-provider-zod) name each field that was wrong.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => `${issue.instancePath || 'request'} ${issue.message}`);
      return answerClientError(reply, 400, 400, problems.join('; '));
    }
    if (error instanceof BadRequestError) return answerClientError(reply, 400, error.statusId, error.message);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reqId: request.id, ...describeDatabaseError(error) }, 'the database is unavailable: 503');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(DATABASE_UNAVAILABLE);
    }
    // Fastify's own refusals (a body that is not JSON, too large, another content type) and the guards' 401/403.
    const statusCode = error.statusCode ?? GENERIC_FAILURE_STATUS;
    // A guard may name a status id of its own (decision 0232's role refusal); otherwise the HTTP status.
    const statusId = (error as { readonly statusId?: number }).statusId ?? statusCode;
    if (statusCode < 500) return answerClientError(reply, statusCode, statusId, error.message);
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(statusCode).send({ status: { id: GENERIC_FAILURE_ID }, data: null });
  });
}

function answerClientError(reply: FastifyReply, statusCode: number, statusId: number, message: string) {
  return reply.status(statusCode).send({ status: { id: statusId, message }, data: null });
}
