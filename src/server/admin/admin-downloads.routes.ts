import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePattern } from '../../contract/envelope';
import { downloadOrdersCall, downloadTransactionsCall } from '../../contract/reports';
import { dayKey } from '../../domain/dates';
import { STATUS } from '../../domain/outcomes';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { LOOKUP_EXPIRED_TEXT, lookedUpCardholder } from '../cardholders/lookup-token';
import { auditAdminAction } from '../platform/audit-trail';
import { assertActiveCampaign, CampaignIDParamsSchema } from '../platform/campaign-id';
import { sendCsvFile } from '../platform/csv/csv-reply';
import { csvStream } from '../platform/csv/csv-writer';
import { BadRequestError } from '../platform/error-handler';
import { requireAdmin } from '../platform/sessions/session-guards';
import {
  type DownloadSubject,
  ORDER_COLUMNS,
  orderCsvPages,
  TRANSACTION_COLUMNS,
  transactionCsvPages,
} from './admin-downloads.repository';

// spec §7 downloads: GET with the look-up token; the answer is the CSV itself, streamed, named after the
// cardholder and the day (`transactions-NEWUSER2-2026-11-21.csv`). A bad or expired token is a malformed request:
// HTTP 400 with the invalid-token id (2), as the JSON reads answer it (decision 0033).

type Kind = 'transactions' | 'redemptions';

export function adminDownloadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps, 'download');

    async function download(
      kind: Kind,
      campaignId: number,
      token: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      assertActiveCampaign(deps.campaignId, campaignId);
      const cardholder = await lookedUpCardholder(deps, request, token);
      if (cardholder === undefined) throw new BadRequestError(LOOKUP_EXPIRED_TEXT, STATUS.invalidToken);
      const { timeZone } = await loadCampaignConfig(deps.db, deps.campaignId);
      const subject: DownloadSubject = {
        cardholderId: cardholder.id,
        campaignId: deps.campaignId,
        registeredAt: cardholder.registeredAt,
        timeZone,
        now: deps.clock(),
      };
      const body =
        kind === 'transactions'
          ? csvStream(TRANSACTION_COLUMNS, transactionCsvPages(deps.db, subject))
          : csvStream(ORDER_COLUMNS, orderCsvPages(deps.db, subject));
      // Promo codes are word characters (spec §5); anything else is replaced so the header stays well-formed.
      const action = kind === 'transactions' ? 'download-transactions' : 'download-orders';
      await auditAdminAction(deps, request, action, { cardholderId: cardholder.id });
      const filename = `${kind}-${cardholder.promoCode}-${dayKey(deps.clock(), timeZone)}.csv`.replace(/[^\w.-]/g, '_');
      return sendCsvFile(reply, filename, body);
    }

    app.get(
      routePattern(downloadTransactionsCall),
      { preValidation, schema: { params: CampaignIDParamsSchema, querystring: downloadTransactionsCall.query } },
      (request, reply) => download('transactions', request.params.campaignID, request.query.token, request, reply),
    );

    app.get(
      routePattern(downloadOrdersCall),
      { preValidation, schema: { params: CampaignIDParamsSchema, querystring: downloadOrdersCall.query } },
      (request, reply) => download('redemptions', request.params.campaignID, request.query.token, request, reply),
    );
  };
}
