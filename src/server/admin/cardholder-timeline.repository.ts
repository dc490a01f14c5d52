import type { Kysely } from 'kysely';
import type { TimelineEvent } from '../../contract/admin-accounts';
import { centavos, formatPeso } from '../../domain/money';
import type { Database } from '../db/schema';

// Decision 0126: a cardholder's history in one list, newest first, read from the tables that already record it:
// registration, sign-ins (sessions), the tier claim, redemptions (orders), resends (the last one per order: its
// cooldown's start), eGC status changes (the provider's webhook or the operator's file), contact edits, and the
// admins' other looks at the account (the audit trail). Each source is capped so one request stays bounded.

const PER_SOURCE = 200;
/** spec §4 Resend: a resend opens a 10-minute cooldown (resend.service.ts); its start is the resend. */
const RESEND_COOLDOWN_MS = 10 * 60_000;

type Db = Kysely<Database>;

const event = (
  at: Date,
  kind: string,
  actor: TimelineEvent['actor'],
  summary: string,
  actorName: string | null = null,
) => ({
  at: at.toISOString(),
  kind,
  actor,
  actorName,
  summary,
});

const AUDIT_SUMMARIES: Readonly<Record<string, string>> = {
  'look-up': 'Looked up by an admin',
  'view-cardholder': 'Account details viewed',
  'view-transactions': 'Transactions viewed',
  'view-orders': 'Redemptions viewed',
  'view-change-log': 'Edit history viewed',
  'view-timeline': 'Timeline viewed',
  'download-transactions': 'Transactions downloaded',
  'download-orders': 'Redemptions downloaded',
  'resend-egcs': 'eGCs resent by an admin',
};

export async function loadCardholderTimeline(db: Db, cardholderId: number): Promise<TimelineEvent[]> {
  const [cardholder, sessions, claims, orders, statuses, edits, audits] = await Promise.all([
    db.selectFrom('cardholders').select(['registered_at']).where('id', '=', cardholderId).executeTakeFirst(),
    db
      .selectFrom('sessions')
      .select('created_at')
      .where('cardholder_id', '=', cardholderId)
      .orderBy('created_at', 'desc')
      .limit(PER_SOURCE)
      .execute(),
    db
      .selectFrom('main_claims')
      .select(['created_at', 'threshold_centavos', 'reward_centavos'])
      .where('cardholder_id', '=', cardholderId)
      .execute(),
    db
      .selectFrom('orders')
      .select(['id', 'kind', 'created_at', 'resendable_after'])
      .where('cardholder_id', '=', cardholderId)
      .orderBy('created_at', 'desc')
      .limit(PER_SOURCE)
      .execute(),
    db
      .selectFrom('egc_status_events as e')
      .innerJoin('order_items as i', 'i.id', 'e.order_item_id')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['e.received_at', 'e.status', 'e.source', 'e.applied', 'i.merchant_name', 'o.id as order_id'])
      .where('o.cardholder_id', '=', cardholderId)
      .orderBy('e.received_at', 'desc')
      .limit(PER_SOURCE)
      .execute(),
    db
      .selectFrom('edit_history')
      .select(['created_at', 'modified_by'])
      .where('cardholder_id', '=', cardholderId)
      .orderBy('created_at', 'desc')
      .limit(PER_SOURCE)
      .execute(),
    db
      .selectFrom('admin_audit')
      .select(['at', 'action', 'admin_email'])
      .where('cardholder_id', '=', cardholderId)
      .where('action', 'in', Object.keys(AUDIT_SUMMARIES))
      .orderBy('at', 'desc')
      .limit(PER_SOURCE)
      .execute(),
  ]);
  const events = [
    ...(cardholder?.registered_at ? [event(cardholder.registered_at, 'registration', 'cardholder', 'Registered')] : []),
    ...sessions.map((row) => event(row.created_at, 'sign-in', 'cardholder', 'Signed in')),
    ...claims.map((row) =>
      event(
        row.created_at,
        'tier-claim',
        'cardholder',
        `Claimed the ${formatPeso(centavos(row.threshold_centavos))} tier: ${formatPeso(centavos(row.reward_centavos))} in credits`,
      ),
    ),
    ...orders.map((row) => {
      const what = row.kind === 'bonus' ? 'Redeemed a bonus eGC' : 'Redeemed eGCs';
      return event(row.created_at, 'redemption', 'cardholder', `${what} (order ${row.id})`);
    }),
    ...orders
      .filter((row) => row.resendable_after !== null)
      .map((row) =>
        event(
          new Date((row.resendable_after as Date).getTime() - RESEND_COOLDOWN_MS),
          'resend',
          'cardholder',
          `eGCs of order ${row.id} resent (the latest resend)`,
        ),
      ),
    ...statuses.map((row) =>
      event(
        row.received_at,
        'egc-status',
        row.source === 'webhook' ? 'provider' : 'system',
        `${row.merchant_name} eGC of order ${row.order_id} reported ${row.status}${row.applied ? '' : ' (not applied)'}`,
      ),
    ),
    ...edits.map((row) => event(row.created_at, 'contact-edit', 'admin', 'Contact details changed', row.modified_by)),
    ...audits.map((row) =>
      event(row.at, row.action, 'admin', AUDIT_SUMMARIES[row.action] ?? row.action, row.admin_email),
    ),
  ];
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
