import type { FastifyInstance } from 'fastify';

// Decision 0100: what every API answer has, whichever route (or none) answers it.

const NOT_FOUND = { status: { id: 404, message: 'Not Found' }, data: null } as const;

const isApiPath = (url: string): boolean => url.startsWith('/api/');

/**
 * Unknown paths answer the envelope of spec §7 (HTTP 404), whatever the method, instead of Fastify's own body.
 * Every API answer is `Cache-Control: no-store` unless its route said otherwise: they carry personal data (a
 * cardholder's spend, orders, codes, an admin's look-ups), and no answer of /api/ is meant for an HTTP cache
 * (the client keeps its own, decision 0063).
 */
export function installApiDefaults(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(NOT_FOUND));
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
