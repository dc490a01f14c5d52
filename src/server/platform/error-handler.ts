import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

// One error handler: malformed requests get 400 with what was wrong; faults are logged with the request id
// and answered with the generic message only, never the details (STYLE.md "Errors are designed").

export const GENERIC_FAILURE_ID = 500;

export function installErrorHandler(app: FastifyInstance): void {
  // src/contract and src/domain use zod/mini, which loads no message texts, so the client bundle carries none
  // (its screens show the spec's texts). The 400 answers below name zod's English texts for what was wrong
  // ('Invalid input: expected string, received undefined'), so the server loads them.
  z.config(z.locales.en());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        status: {
          id: 400,
          message: error.validation.map((issue) => `${issue.instancePath || 'request'} ${issue.message}`).join('; '),
        },
        data: null,
      });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      return reply.status(statusCode).send({ status: { id: statusCode, message: error.message }, data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(statusCode).send({ status: { id: GENERIC_FAILURE_ID }, data: null });
  });
}
