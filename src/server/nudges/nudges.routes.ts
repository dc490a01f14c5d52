import { ECDH } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  nudgeRefuseCall,
  nudgeSettingsCall,
  nudgeSettingsSaveCall,
  pushKeyCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
} from '../../contract/nudges';
import { mayAsk } from '../../domain/nudges';
import { type AppDeps, pushSettingsOf } from '../app-deps';
import { cardholderCall } from '../platform/cardholder-call-limits';
import { BadRequestError } from '../platform/error-handler';
import { isAllowedPushEndpoint } from '../platform/push/push-endpoints';
import { vapidKeysOf } from '../platform/push/push-settings';
import {
  removeOwnSubscription,
  saveSubscription,
  subscriptionIdsOf,
} from '../platform/push/push-subscriptions.repository';
import { MINUTE_MS, perIpLimit } from '../platform/rate-limits';
import { cardholderIdOf } from '../platform/sessions/session-guards';
import { keepNewestSubscriptions, loadNudgeSettings, saveNudgeKinds, saveRefusal } from './nudges.repository';

// Decisions 0200–0204: the application server key, a browser's push subscription kept and removed, the
// cardholder's nudge settings and their "Not now". Every call but the key's is the signed-in cardholder's own.

/** A person turns notifications on or off a few times a minute at most (decision 0021). */
const NUDGE_CALL_LIMITS = { perIpPerMinute: 60, perSessionPerMinute: 20 } as const;

/**
 * Decision 0104: a cardholder's browsers are few; past this many, the oldest stops getting pushes, so no client can
 * make one moment into thousands of pushes.
 */
export const MAX_SUBSCRIPTIONS_PER_CARDHOLDER = 5;

/** RFC 8291: the browser's key must be a point of P-256, or no push to it can be encrypted. */
function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

export function nudgesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const settings = pushSettingsOf(deps);
  return async (app) => {
    const guarded = cardholderCall(deps, NUDGE_CALL_LIMITS);

    app.get(
      pushKeyCall.fullPath,
      { config: perIpLimit(60, MINUTE_MS), schema: { response: { 200: pushKeyCall.response } } },
      async () => {
        const { publicKey } = await vapidKeysOf(deps.db, settings, deps.clock);
        return { status: { id: 0 }, data: { publicKey } };
      },
    );

    app.post(
      pushSubscribeCall.fullPath,
      { ...guarded, schema: { body: pushSubscribeCall.body, response: { 200: pushSubscribeCall.response } } },
      async (request) => {
        const { endpoint, keys } = request.body;
        // Decision 0201: the server will post to this URL: only a push service PUSH_ENDPOINTS names.
        if (!isAllowedPushEndpoint(endpoint, settings.allowList)) {
          throw new BadRequestError('endpoint: not a push service this server sends to');
        }
        if (!isP256Point(keys.p256dh)) throw new BadRequestError('keys.p256dh: not a P-256 public key');
        const cardholderId = cardholderIdOf(request);
        await deps.db.transaction().execute(async (trx) => {
          await saveSubscription(trx, cardholderId, { endpoint, ...keys }, deps.clock());
          await keepNewestSubscriptions(trx, cardholderId, MAX_SUBSCRIPTIONS_PER_CARDHOLDER);
        });
        return { status: { id: 0 }, data: null };
      },
    );

    app.delete(
      pushUnsubscribeCall.fullPath,
      { ...guarded, schema: { body: pushUnsubscribeCall.body, response: { 200: pushUnsubscribeCall.response } } },
      async (request) => {
        // Another cardholder's subscription is left as it is; the answer does not say whether it exists.
        await removeOwnSubscription(deps.db, cardholderIdOf(request), request.body.endpoint);
        return { status: { id: 0 }, data: null };
      },
    );

    const answerSettings = async (cardholderId: number) => {
      const stored = await loadNudgeSettings(deps.db, cardholderId);
      const subscriptions = await subscriptionIdsOf(deps.db, cardholderId);
      return {
        status: { id: 0 },
        data: {
          kinds: stored.kinds,
          mayAsk: mayAsk(stored.refusedAt, deps.clock()),
          subscriptions: subscriptions.length,
        },
      };
    };

    app.get(
      nudgeSettingsCall.fullPath,
      { ...guarded, schema: { response: { 200: nudgeSettingsCall.response } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return answerSettings(cardholderIdOf(request));
      },
    );

    app.post(
      nudgeSettingsSaveCall.fullPath,
      { ...guarded, schema: { body: nudgeSettingsSaveCall.body, response: { 200: nudgeSettingsSaveCall.response } } },
      async (request) => {
        const cardholderId = cardholderIdOf(request);
        await saveNudgeKinds(deps.db, cardholderId, request.body, deps.clock());
        return answerSettings(cardholderId);
      },
    );

    app.post(
      nudgeRefuseCall.fullPath,
      { ...guarded, schema: { response: { 200: nudgeRefuseCall.response } } },
      async (request) => {
        await saveRefusal(deps.db, cardholderIdOf(request), deps.clock());
        return { status: { id: 0 }, data: null };
      },
    );
  };
}
