import type { FastifyRequest } from 'fastify';
import { CAPTCHA_RESPONSE_HEADER } from '../../contract/auth';
import type { AppDeps } from '../app-deps';
import { type BotCheckDecision, verifyBotCheck } from '../captcha/captcha.service';

// spec §7: the bot-check response comes in the body and as a header; decision 0018: they must agree. Login takes
// it so, and a one-time-code send the same way (decision 0177): one rule for both.

/** The bot check of a request whose body carries `g-recaptcha-response` (its contract requires it). */
export async function requestBotCheck(
  deps: AppDeps,
  request: FastifyRequest<{ Body: { readonly [CAPTCHA_RESPONSE_HEADER]: string } }>,
): Promise<BotCheckDecision> {
  const response = request.body[CAPTCHA_RESPONSE_HEADER];
  if (request.headers[CAPTCHA_RESPONSE_HEADER] !== response) return { ok: false, reason: 'invalid-input-response' };
  return verifyBotCheck(deps.db, deps.keys(), response, deps.clock());
}
