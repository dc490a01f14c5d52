import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveLanguageCall } from '../../contract/language';
import type { AppDeps } from '../app-deps';
import { cardholderCall } from '../platform/cardholder-call-limits';
import { cardholderIdOf } from '../platform/sessions/session-guards';
import { saveLocale } from './language.repository';

// Decision 0209: the signed-in cardholder's choice of language, so what the server sends them is in it. The body is
// the contract's schema: one of the locales, nothing else.

/** A person switches language a few times a minute at most (decision 0021). */
const LANGUAGE_CALL_LIMITS = { perIpPerMinute: 60, perSessionPerMinute: 20 } as const;

export function languageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      saveLanguageCall.fullPath,
      {
        ...cardholderCall(deps, LANGUAGE_CALL_LIMITS),
        schema: { body: saveLanguageCall.body, response: { 200: saveLanguageCall.response } },
      },
      async (request) => {
        await saveLocale(deps.db, cardholderIdOf(request), request.body.locale);
        return { status: { id: 0 }, data: null };
      },
    );
  };
}
