import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

// One error handler: malformed requests get 400 with what was wrong; faults are logged with the request id
// and answered with the generic message only, never the details (STYLE.md "Errors are designed").

export const GENERIC_FAILURE_ID = 500;

export function installErrorHandler(app: FastifyInstance): void {
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
