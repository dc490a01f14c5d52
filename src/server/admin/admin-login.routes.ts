import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { adminLoginCall, SecondFactorEnrolmentSchema } from '../../contract/admin-accounts';
import { envelope } from '../../contract/envelope';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { answerSchema } from '../platform/answer-schema';
import { auditSignIn } from '../platform/audit-trail';
import { assertActiveCampaign } from '../platform/campaign-id';
import { MINUTE_MS, perIpLimit, perIpMax, tooManyRequestsError } from '../platform/rate-limits';
import { startSession } from '../platform/sessions/sessions.service';
import { type AdminLoginDecision, loginAdmin } from './admin-login.service';
import { countFailedSignInsFrom } from './admin-sign-in-ceiling.repository';

// spec §6, §7: POST /api/account/login; 5 marks an admin, and only when both factors passed (decision 0122).
// Decision 0012: a failure answers 2 (the contract's invalid-credentials id) whatever went wrong; a locked pair
// adds why (decision 0123: the same for a known and an unknown e-mail). 4710 asks for the second factor's code
// (past the daily ceiling, decision 0186, for a recovery code), 4711 answers an enrolment, which needs an owner's
// one-time link (decision 0184). Every refusal is audited (decisions 0121, 0185), and a ceiling reached. Logout is GET /api/account/logoff
// (login.routes.ts), which ends an admin's session like a cardholder's.

export const ADMIN_LOGIN_TEXTS = {
  invalid: 'Invalid email address or password. Please double check and try again.',
  // Decision 0226: only after the password was verified, so it tells a guesser nothing.
  disabled: 'This admin account is disabled. Ask an owner to enable it again.',
  locked: 'Too many failed login attempts from this device. Please wait a few minutes and try again.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeWrong: 'That code is not valid. Enter the current 6-digit code from your authenticator app, or a recovery code.',
  enrol: 'Set up your second factor: scan the QR code with an authenticator app, then enter the 6-digit code it shows.',
  enrolWrong: 'That code is not valid. Check the time on your phone and enter the current 6-digit code.',
  enrolmentLinkNeeded:
    'Your second factor is not set up yet. Open the enrolment link an owner gave you, or ask an owner for a new one.',
  ceiling:
    'Too many failed sign-ins on this account today. Enter one of your recovery codes; authenticator codes work again after 24 hours.',
} as const;

/**
 * Decision 0012: 10 tries per minute per IP on top of the per-pair throttle. Decision 0231: tries that failed, read
 * from the attempts log, so successful sign-ins never use the allowance; any request at all is still capped, at
 * 60 a minute, against a flood.
 */
const ADMIN_LOGIN_PER_IP = { failures: 10, requests: 60, windowMs: MINUTE_MS } as const;

type Failure = Exclude<AdminLoginDecision, { ok: true }>;

function failureAnswer(outcome: Failure) {
  switch (outcome.reason) {
    case 'LOCKED':
      return { status: { id: STATUS.invalidToken, message: ADMIN_LOGIN_TEXTS.locked }, data: null };
    case 'INVALID_CREDENTIALS':
      return { status: { id: STATUS.invalidToken, message: ADMIN_LOGIN_TEXTS.invalid }, data: null };
    case 'DISABLED':
      return { status: { id: STATUS.invalidToken, message: ADMIN_LOGIN_TEXTS.disabled }, data: null };
    case 'SECOND_FACTOR_NEEDED': {
      const message = outcome.wrong ? ADMIN_LOGIN_TEXTS.codeWrong : ADMIN_LOGIN_TEXTS.codeNeeded;
      return { status: { id: STATUS.adminSecondFactorNeeded, message }, data: null };
    }
    case 'CEILING':
      return { status: { id: STATUS.adminSecondFactorNeeded, message: ADMIN_LOGIN_TEXTS.ceiling }, data: null };
    case 'ENROLMENT_LINK_NEEDED':
      return { status: { id: STATUS.invalidToken, message: ADMIN_LOGIN_TEXTS.enrolmentLinkNeeded }, data: null };
    case 'ENROL': {
      const message = outcome.wrong ? ADMIN_LOGIN_TEXTS.enrolWrong : ADMIN_LOGIN_TEXTS.enrol;
      const data = { secret: outcome.secret, uri: outcome.uri };
      return { status: { id: STATUS.adminSecondFactorEnrol, message }, data };
    }
  }
}

export function adminLoginRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      adminLoginCall.fullPath,
      {
        schema: {
          body: adminLoginCall.body,
          // The success answer, any other outcome, or an enrolment with its secret (4711).
          response: { 200: z.union([answerSchema(adminLoginCall), envelope(SecondFactorEnrolmentSchema)]) },
        },
        config: perIpLimit(ADMIN_LOGIN_PER_IP.requests, ADMIN_LOGIN_PER_IP.windowMs),
        preHandler: async (request, reply) => {
          const now = deps.clock().getTime();
          const since = new Date(now - ADMIN_LOGIN_PER_IP.windowMs);
          const { failures, oldest } = await countFailedSignInsFrom(deps.db, request.ip, since);
          if (failures < perIpMax(request, ADMIN_LOGIN_PER_IP.failures)) return;
          const waitMs = (oldest?.getTime() ?? now) + ADMIN_LOGIN_PER_IP.windowMs - now;
          const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
          reply.header('Retry-After', String(retryAfterSeconds));
          throw tooManyRequestsError(retryAfterSeconds);
        },
      },
      async (request, reply) => {
        const { emailAddress, password, id, totp, enrolment } = request.body;
        assertActiveCampaign(deps.campaignId, id);
        const outcome = await loginAdmin(deps, { email: emailAddress, password, totp, enrolment, ip: request.ip });
        const who = { adminId: outcome.admin?.id ?? null, email: outcome.admin?.email ?? emailAddress };
        reply.header('cache-control', 'no-store');
        if (outcome.ceilingTrip)
          await auditSignIn(deps, request, who, 'sign-in-ceiling-reached', { ...outcome.ceilingTrip });
        if (!outcome.ok) {
          const missingCode = outcome.reason === 'SECOND_FACTOR_NEEDED' && !outcome.wrong;
          const quiet = missingCode || (outcome.reason === 'ENROL' && !outcome.wrong);
          // Decision 0225: the trail says why, as the attempts log does (a wrong or a replayed code, a disabled
          // account), not the answer's kind ("SECOND_FACTOR_NEEDED" for both a wrong and a replayed code).
          if (!quiet) await auditSignIn(deps, request, who, 'sign-in-failed', { reason: outcome.why });
          return failureAnswer(outcome);
        }
        if (outcome.recoveryCodes) await auditSignIn(deps, request, who, 'second-factor-enrolled');
        if (outcome.usedRecoveryCode) await auditSignIn(deps, request, who, 'recovery-code-used');
        await auditSignIn(deps, request, who, 'sign-in');
        await startSession(deps, request, reply, { kind: 'admin', adminId: outcome.admin.id });
        const data = outcome.recoveryCodes ? { recoveryCodes: [...outcome.recoveryCodes] } : null;
        return { status: { id: STATUS.adminLoggedIn }, data };
      },
    );
  };
}
