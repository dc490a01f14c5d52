import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { routePattern } from '../../contract/envelope';
import { CampaignIdSchema, queryInt } from '../../contract/primitives';
import { CSV_CONTENT_TYPE, downloadOrdersCall, downloadTransactionsCall } from '../../contract/reports';
import { dayKey } from '../../domain/dates';
import type { AppDeps } from '../app-deps';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { assertActiveCampaign } from '../registration/campaign-id';
import { csvStream } from '../reports/csv-writer';
import { requireAdmin } from '../sessions/session-guards';
import {
  type DownloadSubject,
  ORDER_COLUMNS,
  orderCsvPages,
  TRANSACTION_COLUMNS,
  transactionCsvPages,
} from './admin-downloads.repository';
import { lookedUpCardholder, lookupExpired } from './admin-lookup';

// spec §7 downloads: GET with the look-up token; the answer is the CSV itself, streamed, named after the
// cardholder and the day (`transactions-NEWUSER2-2026-11-21.csv`). A bad or expired token answers HTTP 400.

const ParamsSchema = z.object({ campaignID: queryInt(CampaignIdSchema) });

type Kind = 'transactions' | 'redemptions';

export function adminDownloadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const preValidation = requireAdmin(deps);

    async function download(kind: Kind, campaignId: number, token: string, reply: FastifyReply) {
      assertActiveCampaign(deps.campaignId, campaignId);
      const cardholder = await lookedUpCardholder(deps, token);
      if (cardholder === undefined) return reply.status(400).send(lookupExpired());
      const { timeZone } = await loadCampaignConfig(deps.db, deps.campaignId);
      const subject: DownloadSubject = {
        cardholderId: cardholder.id,
        campaignId: deps.campaignId,
        registeredAt: cardholder.registeredAt,
        timeZone,
      };
      const body =
        kind === 'transactions'
          ? csvStream(TRANSACTION_COLUMNS, transactionCsvPages(deps.db, subject))
          : csvStream(ORDER_COLUMNS, orderCsvPages(deps.db, subject));
      // Promo codes are word characters (spec §5); anything else is replaced so the header stays well-formed.
      const filename = `${kind}-${cardholder.promoCode}-${dayKey(deps.clock(), timeZone)}.csv`.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    }

    app.get(
      routePattern(downloadTransactionsCall),
      { preValidation, schema: { params: ParamsSchema, querystring: downloadTransactionsCall.query } },
      ({ params, query }, reply) => download('transactions', params.campaignID, query.token, reply),
    );

    app.get(
      routePattern(downloadOrdersCall),
      { preValidation, schema: { params: ParamsSchema, querystring: downloadOrdersCall.query } },
      ({ params, query }, reply) => download('redemptions', params.campaignID, query.token, reply),
    );
  };
}
