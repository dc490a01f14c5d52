import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginCall } from '../../contract/auth';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { answerSchema } from '../platform/answer-schema';
import { assertActiveCampaign } from '../platform/campaign-id';
import { MINUTE_MS, perIpLimit } from '../platform/rate-limits';
import { startSession } from '../platform/sessions/sessions.service';
import { loginAdmin } from './admin-login.service';

// spec §6, §7: POST /api/account/login; 5 marks an admin. Decision 0012: a failure answers 2 (the contract's
// invalid-credentials id) whatever went wrong; a locked account adds why. Logout is GET /api/account/logoff
// (login.routes.ts), which ends an admin's session like a cardholder's.

export const ADMIN_LOGIN_TEXTS = {
  invalid: 'Invalid email address or password. Please double check and try again.',
  locked: 'Too many failed login attempts: this account is locked for 15 minutes. Please try again later.',
} as const;

/** decision 0012: 10 tries per minute per IP on top of the per-account lockout. */
const ADMIN_LOGIN_PER_IP = { max: 10, windowMs: MINUTE_MS } as const;

export function adminLoginRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      adminLoginCall.fullPath,
      {
        schema: { body: adminLoginCall.body, response: { 200: answerSchema(adminLoginCall) } },
        config: perIpLimit(ADMIN_LOGIN_PER_IP.max, ADMIN_LOGIN_PER_IP.windowMs),
      },
      async (request, reply) => {
        const { emailAddress, password, id } = request.body;
        assertActiveCampaign(deps.campaignId, id);
        const outcome = await loginAdmin(deps, { email: emailAddress, password, ip: request.ip });
        if (!outcome.ok) {
          const message = outcome.reason === 'LOCKED' ? ADMIN_LOGIN_TEXTS.locked : ADMIN_LOGIN_TEXTS.invalid;
          return { status: { id: STATUS.invalidToken, message }, data: null };
        }
        await startSession(deps, request, reply, { kind: 'admin', adminId: outcome.adminId });
        return { status: { id: STATUS.adminLoggedIn }, data: null };
      },
    );
  };
}
