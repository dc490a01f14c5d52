import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePattern } from '../../contract/envelope';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER, providerEgcStatusCall } from '../../contract/provider';
import type { AppDeps } from '../app-deps';
import { BadRequestError } from '../platform/error-handler';
import { countProviderWebhook, recordProviderWebhookEnabled } from '../platform/metrics/portal-metrics';
import { rememberWebhookSignature } from './egc-status.repository';
import { applyEgcStatusEventsIn } from './egc-status.service';
import { checkProviderSignature, SIGNATURE_WINDOW_MS } from './provider-signature';

// POST /api/provider/egc-status (docs/provider-egc-status.md, decision 0082): the eGC provider reports eGCs used
// at merchants. The signature covers the body's bytes as sent, so this plugin (encapsulated: the rest of the app
// keeps Fastify's JSON parser) keeps them raw and parses them only once the signature holds: a request that is
// not the provider's is 401 whatever its body. No secret configured: the endpoint does not exist (404).

type Deps = Pick<AppDeps, 'db' | 'clock' | 'providerWebhookSecret' | 'egcCodeKeys'>;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** 1,000 events (the contract's most) of at most ~200 bytes each, with room to spare. */
const PROVIDER_BODY_LIMIT = 256 * 1024;

const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

export function egcStatusRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    recordProviderWebhookEnabled(deps.providerWebhookSecret !== undefined);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      routePattern(providerEgcStatusCall),
      {
        // Decision 0103: up to MAX_EGC_STATUS_EVENTS events of about 120 bytes each.
        bodyLimit: PROVIDER_BODY_LIMIT,
        preValidation: async (request) => {
          const secret = deps.providerWebhookSecret;
          if (secret === undefined) throw httpError(404, 'Not Found');
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signed = {
            timestamp: header(request, PROVIDER_TIMESTAMP_HEADER),
            signature: header(request, PROVIDER_SIGNATURE_HEADER),
            rawBody,
          };
          const check = checkProviderSignature(secret, signed, deps.clock());
          if (!check.ok) {
            countProviderWebhook('refused');
            throw httpError(401, check.reason);
          }
          try {
            request.body = JSON.parse(rawBody.toString('utf8'));
          } catch {
            throw new BadRequestError('the body must be JSON: { "events": [ … ] }');
          }
        },
        schema: { body: providerEgcStatusCall.body, response: { 200: providerEgcStatusCall.response } },
      },
      async (request, reply) => {
        const now = deps.clock();
        // Checked in preValidation; the signature is remembered until its timestamp leaves the window.
        const signature = header(request, PROVIDER_SIGNATURE_HEADER) ?? '';
        const signedAt = Number(header(request, PROVIDER_TIMESTAMP_HEADER)) * 1000;
        const expiresAt = new Date(signedAt + 2 * SIGNATURE_WINDOW_MS);
        const result = await deps.db.transaction().execute(async (trx) => {
          if (!(await rememberWebhookSignature(trx, signature.toLowerCase(), expiresAt, now))) return null;
          return applyEgcStatusEventsIn(trx, request.body.events, {
            source: 'webhook',
            now,
            egcCodeKeys: deps.egcCodeKeys,
          });
        });
        if (result === null) {
          throw httpError(409, 'This signed request was received before; sign each delivery with a new X-Timestamp');
        }
        // The "eGC webhook silent" alert watches these (decision 0223).
        countProviderWebhook('accepted');
        reply.header('Cache-Control', 'no-store');
        return { status: { id: 0 }, data: result };
      },
    );
  };
}
