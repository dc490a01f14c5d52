import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInquiryCall, changeLogCall, userInfoCall, userUpdateCall } from '../../contract/admin';
import { adminResendCall, cardholderTimelineCall } from '../../contract/admin-accounts';
import { routePattern } from '../../contract/envelope';
import { adminResendMessage, userUpdateMessage } from '../../domain/admin-outcome-texts';
import { messageFor } from '../../domain/messages';
import { STATUS } from '../../domain/outcomes';
import { RESEND_AFTER_CONTACT_CHANGE } from '../../domain/redeem-refusals';
import { type AppDeps, contactCoolingOffMsOf } from '../app-deps';
import { findCardholderById } from '../cardholders/cardholder-lookup.repository';
import { lookedUpCardholder, lookupExpired, lookupTokenFor } from '../cardholders/lookup-token';
import { answerSchema } from '../platform/answer-schema';
import { auditAdminAction } from '../platform/audit-trail';
import { assertActiveCampaign, CampaignIdParamsSchema } from '../platform/campaign-id';
import { BadRequestError } from '../platform/error-handler';
import { adminOf, requireAdmin } from '../platform/sessions/session-guards';
import { resendOrder } from '../redeem/resend.service';
import { holdResend, requestContactChange } from './admin-approvals.service';
import { listEditHistory } from './admin-cardholders.repository';
import { inquireCardholder, userInfoOf } from './admin-cardholders.service';
import { pageCardholderTimeline } from './cardholder-timeline.repository';

// spec §7 admin inquiry, user info, user update and change log. Every one checks an admin session first
// (Architecture §4), before the request is even validated: 401 anonymous, 403 a cardholder or a role without the
// permission (decision 0120). Each leaves an audit row (decision 0121). An update is a request a second admin
// approves (decision 0187), and a resend within the cooling-off after a change waits the same way (decision 0188).

const notFound = () => ({
  status: { id: STATUS.notYetRegistered, message: messageFor('adminInquiry', STATUS.notYetRegistered).text },
  data: null,
});

export function adminCardholderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      routePattern(adminInquiryCall),
      {
        preValidation: requireAdmin(deps, 'search'),
        schema: {
          params: CampaignIdParamsSchema,
          querystring: adminInquiryCall.query,
          body: adminInquiryCall.body,
          response: { 200: answerSchema(adminInquiryCall) },
        },
      },
      async (request) => {
        const { params, query, body } = request;
        assertActiveCampaign(deps.campaignId, params.id, body.id);
        // The code travels twice (query and body); two different codes name nobody.
        const found = query.code === body.code ? await inquireCardholder(deps, body.code) : undefined;
        const detail = { searched: body.code, found: found !== undefined };
        await auditAdminAction(deps, request, 'look-up', { cardholderId: found ?? null, detail });
        if (found === undefined) return notFound();
        return { status: { id: STATUS.success }, data: { token: lookupTokenFor(deps, request, found) } };
      },
    );

    app.post(
      routePattern(userInfoCall),
      {
        preValidation: requireAdmin(deps, 'view'),
        schema: {
          params: CampaignIdParamsSchema,
          querystring: userInfoCall.query,
          response: { 200: answerSchema(userInfoCall) },
        },
      },
      async (request) => {
        const { params, query } = request;
        assertActiveCampaign(deps.campaignId, params.id);
        const info = await userInfoOf(deps, query.code, query.src);
        const detail = { searched: query.code, found: info !== undefined };
        await auditAdminAction(deps, request, 'view-cardholder', { cardholderId: info?.userID ?? null, detail });
        return info ? { status: { id: STATUS.success }, data: info } : notFound();
      },
    );

    app.post(
      routePattern(userUpdateCall),
      {
        preValidation: requireAdmin(deps, 'editContact'),
        schema: {
          params: CampaignIdParamsSchema,
          body: userUpdateCall.body,
          response: { 200: answerSchema(userUpdateCall) },
        },
      },
      async (request) => {
        assertActiveCampaign(deps.campaignId, request.params.id);
        const admin = adminOf(request);
        const by = { adminId: admin.id, adminEmail: admin.email };
        const outcome = await requestContactChange(deps, { ...request.body, by });
        if (outcome.ok) {
          // Saving the same values asks for nothing: the spec's 0 (decision 0034: no entry), and no audit row.
          if (!outcome.changed) {
            return {
              status: { id: STATUS.success, message: messageFor('editHistory', STATUS.success).text },
              data: null,
            };
          }
          const detail = {
            approval: outcome.approvalId,
            before: outcome.from,
            after: outcome.to,
            reason: outcome.reason,
            ...(request.body.confirmShared ? { confirmedShared: true } : {}),
          };
          await auditAdminAction(deps, request, 'contact-change-requested', {
            cardholderId: request.body.userID,
            detail,
          });
          const message = userUpdateMessage(STATUS.awaitingApproval).text;
          return { status: { id: STATUS.awaitingApproval, message }, data: null };
        }
        if (outcome.reason === 'UNKNOWN_USER') return notFound();
        // Decision 0218: nothing asked for; the data names the fields, the screen asks the admin to confirm.
        if (outcome.reason === 'IN_USE') {
          const message = userUpdateMessage(STATUS.contactInUse).text;
          return { status: { id: STATUS.contactInUse, message }, data: outcome.fields.join(',') };
        }
        // A malformed request like any other: 400 with the form's message.
        throw new BadRequestError(outcome.message);
      },
    );

    app.post(
      routePattern(changeLogCall),
      {
        preValidation: requireAdmin(deps, 'view'),
        schema: { params: CampaignIdParamsSchema, body: changeLogCall.body, response: { 200: changeLogCall.response } },
      },
      async (request) => {
        const { params, body } = request;
        assertActiveCampaign(deps.campaignId, params.id, body.id);
        const data = await listEditHistory(deps.db, deps.campaignId, body.userID);
        // A userID that names nobody is kept in the detail: the row's cardholder must exist.
        const known = await findCardholderById(deps.db, deps.campaignId, body.userID);
        const audit = { cardholderId: known?.id ?? null, detail: { userID: body.userID } };
        await auditAdminAction(deps, request, 'view-change-log', audit);
        return { status: { id: STATUS.success }, data };
      },
    );

    // Decision 0126: the cardholder's history in one list; the look-up token names the cardholder. Decision 0236: a
    // page of it, an admin's looks one row per visit, of one actor or all.
    app.get(
      cardholderTimelineCall.fullPath,
      {
        preValidation: requireAdmin(deps, 'view'),
        schema: { querystring: cardholderTimelineCall.query, response: { 200: answerSchema(cardholderTimelineCall) } },
      },
      async (request, reply) => {
        const cardholder = await lookedUpCardholder(deps, request, request.query.token);
        if (cardholder === undefined) return lookupExpired();
        const { actor, page } = request.query;
        const data = await pageCardholderTimeline(deps.db, cardholder.id, { actor, page });
        const detail = { page, ...(actor === undefined ? {} : { actor }) };
        await auditAdminAction(deps, request, 'view-timeline', { cardholderId: cardholder.id, detail });
        reply.header('cache-control', 'no-store');
        return { status: { id: STATUS.success }, data };
      },
    );

    // Decision 0120: support and up resend a looked-up cardholder's eGCs, through the cardholder's own resend rule.
    app.post(
      adminResendCall.fullPath,
      {
        preValidation: requireAdmin(deps, 'resend'),
        schema: { querystring: adminResendCall.query, response: { 200: answerSchema(adminResendCall) } },
      },
      async (request) => {
        const cardholder = await lookedUpCardholder(deps, request, request.query.token);
        if (cardholder === undefined) return lookupExpired();
        const orderId = request.query.orderID;
        const input = {
          cardholderId: cardholder.id,
          campaignId: deps.campaignId,
          orderId,
          now: deps.clock(),
          coolingOffMs: contactCoolingOffMsOf(deps),
          egcCodeKeys: deps.egcCodeKeys,
        };
        const { statusId } = await deps.db.transaction().execute((trx) => resendOrder(trx, input));
        if (statusId === RESEND_AFTER_CONTACT_CHANGE) {
          // Decision 0188: within the cooling-off after a contact change, a second admin approves the resend.
          const admin = adminOf(request);
          const by = { adminId: admin.id, adminEmail: admin.email };
          const held = await holdResend(deps, { cardholderId: cardholder.id, orderId, by });
          const detail = { orderID: orderId, approval: held.id };
          if (held.isNew) await auditAdminAction(deps, request, 'resend-held', { cardholderId: cardholder.id, detail });
          const message = adminResendMessage(STATUS.awaitingApproval).text;
          return { status: { id: STATUS.awaitingApproval, message }, data: null };
        }
        const detail = { orderID: orderId, statusId };
        await auditAdminAction(deps, request, 'resend-egcs', { cardholderId: cardholder.id, detail });
        return { status: { id: statusId, message: adminResendMessage(statusId).text }, data: null };
      },
    );
  };
}
