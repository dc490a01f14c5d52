import type { Kysely, Selectable } from 'kysely';
import { TIMELINE_PAGE_SIZE, type TimelineActor, type TimelineEvent } from '../../contract/admin-accounts';
import { centavos, formatPeso } from '../../domain/money';
import { orderReference } from '../../domain/orders';
import { resentAt } from '../../domain/promo-state';
import { collapseVisits } from '../../domain/timeline-visits';
import type { Database } from '../db/schema';
import { latestEgcStatusEvents, latestOrders } from '../orders/orders.repository';

// Decision 0126: a cardholder's history in one list, newest first, read from the tables that already record it:
// registration, sign-ins (sessions), the tier claim, redemptions (orders), resends (the last one per order: its
// cooldown's start), eGC status changes (the provider's webhook or the operator's file), contact edits, contact
// changes and held resends with their second admin's decision (decisions 0187, 0188), and the admins' other looks
// at the account (the audit trail). Each source is capped so one request stays bounded. Decision 0236: an admin's
// looks at the account are one row per visit, and the list is read a page at a time, of one actor or all.

const PER_SOURCE = 200;
/** The audit trail's looks come five or six to a visit (decision 0236), so it is read further back. */
const AUDIT_ROWS = 1_000;

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
  'view-summary': 'Summary viewed',
};

/** Decision 0236: the looks an admin's visit folds into one row, each in a word of that row. */
const VIEW_WORDS: Readonly<Record<string, string>> = {
  'look-up': 'look-up',
  'view-cardholder': 'details',
  'view-summary': 'summary',
  'view-transactions': 'transactions',
  'view-orders': 'redemptions',
  'view-change-log': 'edit history',
  'view-timeline': 'timeline',
};

/** One row for a visit's looks (newest first): when it ended, who looked, and at what, in the order first seen. */
function visitOf(views: readonly [TimelineEvent, ...TimelineEvent[]]): TimelineEvent {
  const seen = [...new Set([...views].reverse().map((view) => VIEW_WORDS[view.kind] ?? view.kind))];
  return { ...views[0], kind: 'admin-visit', summary: `Viewed the account (${seen.join(', ')})` };
}

type ApprovalRow = Pick<
  Selectable<Database['admin_approvals']>,
  'kind' | 'order_id' | 'status' | 'requested_at' | 'requested_by_email' | 'decided_at' | 'decided_by_email'
>;

/** Decisions 0187, 0188: a request for a second admin's approval, and its decision once there is one. */
function approvalEvents(row: ApprovalRow) {
  const what = row.kind === 'contact-change' ? 'Contact change' : `Resend of the eGCs of order ${row.order_id}`;
  const asked =
    row.kind === 'contact-change'
      ? event(row.requested_at, 'contact-change-requested', 'admin', `${what} asked for`, row.requested_by_email)
      : event(row.requested_at, 'resend-held', 'admin', `${what} held for approval`, row.requested_by_email);
  if (row.status === 'pending' || row.decided_at === null) return [asked];
  const outcome = {
    approved: row.kind === 'contact-change' ? 'approved: in effect, the old mobile and e-mail told' : 'approved: sent',
    rejected: 'rejected',
    superseded: 'replaced by a newer request',
  }[row.status];
  const kind = `${row.kind === 'contact-change' ? 'contact-change' : 'resend'}-${row.status}`;
  return [asked, event(row.decided_at, kind, 'admin', `${what} ${outcome}`, row.decided_by_email)];
}

async function loadCardholderTimeline(db: Db, cardholderId: number): Promise<TimelineEvent[]> {
  const [cardholder, sessions, claims, orders, statuses, edits, audits, approvals] = await Promise.all([
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
    latestOrders(db, cardholderId, PER_SOURCE),
    latestEgcStatusEvents(db, cardholderId, PER_SOURCE),
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
      // Rows of one instant newest first too: a visit's looks are worded in the order they were made.
      .orderBy('id', 'desc')
      .limit(AUDIT_ROWS)
      .execute(),
    db
      .selectFrom('admin_approvals')
      .select(['kind', 'order_id', 'status', 'requested_at', 'requested_by_email', 'decided_at', 'decided_by_email'])
      .where('cardholder_id', '=', cardholderId)
      .orderBy('requested_at', 'desc')
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
      return event(row.created_at, 'redemption', 'cardholder', `${what} (${orderReference(row.id)})`);
    }),
    ...orders
      .filter((row) => row.resendable_after !== null)
      .map((row) =>
        event(
          resentAt(row.resendable_after as Date),
          'resend',
          'cardholder',
          `eGCs of ${orderReference(row.id)} resent (the latest resend)`,
        ),
      ),
    ...statuses.map((row) =>
      event(
        row.received_at,
        'egc-status',
        row.source === 'webhook' ? 'provider' : 'system',
        `${row.merchant_name} eGC of ${orderReference(row.order_id)} reported ${row.status}${row.applied ? '' : ' (not applied)'}`,
      ),
    ),
    ...edits.map((row) => event(row.created_at, 'contact-edit', 'admin', 'Contact details changed', row.modified_by)),
    ...audits.map((row) =>
      event(row.at, row.action, 'admin', AUDIT_SUMMARIES[row.action] ?? row.action, row.admin_email),
    ),
    ...approvals.flatMap((row) => approvalEvents(row)),
  ];
  const newestFirst = events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return collapseVisits(newestFirst, (each) => each.actor === 'admin' && VIEW_WORDS[each.kind] !== undefined, visitOf);
}

/** Decision 0236: one page of the timeline, of one actor or all; `total` counts that actor's rows. */
export async function pageCardholderTimeline(
  db: Db,
  cardholderId: number,
  request: { readonly actor?: TimelineActor | undefined; readonly page: number },
): Promise<{ events: TimelineEvent[]; page: number; pageSize: number; total: number }> {
  const all = await loadCardholderTimeline(db, cardholderId);
  const events = request.actor === undefined ? all : all.filter((each) => each.actor === request.actor);
  const start = (request.page - 1) * TIMELINE_PAGE_SIZE;
  return {
    events: events.slice(start, start + TIMELINE_PAGE_SIZE),
    page: request.page,
    pageSize: TIMELINE_PAGE_SIZE,
    total: events.length,
  };
}
