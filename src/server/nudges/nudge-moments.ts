import type { Kysely, Transaction } from 'kysely';
import { egcState } from '../../domain/egcs';
import { ORDER_STATUS } from '../../domain/entities';
import { textsIn } from '../../domain/i18n/catalogues';
import { formatText } from '../../domain/i18n/format-text';
import { kindOfMoment } from '../../domain/nudges';
import type { Database } from '../db/schema';
import { unusedEgcExpiries } from '../orders/orders.repository';
import { enqueueMessage, type OutgoingMessage } from '../platform/outbox.repository';
import { subscriptionIdsOf } from '../platform/push/push-subscriptions.repository';
import { type MomentNotice, noticeWords } from './nudge-notices';
import { claimMoment, loadNudgeSettings, localeOf, mobileOf } from './nudges.repository';

// Decision 0202: a moment is told once per cardholder, through the outbox, in the transaction of the change
// that makes it (a claim's order) or of the job that finds it (an import, the daily expiry job): the moment's row
// and its messages commit together or not at all, and a second writer finds the row and writes nothing. One push per
// subscription, in the push lane (decision 0200). Decision 0205: an expiry reminder for a cardholder no browser gets
// pushes for goes by SMS instead, when the caller asks for it (the 7-day one only: once).

type Db = Kysely<Database> | Transaction<Database>;

/** What the service worker reads (sw/push.ts): the notification, the screen a tap opens, and the badge. */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  /** One notification per moment: a later one of the same tag replaces it. */
  readonly tag: string;
  /** Decision 0206: the eGCs ready to use, for the app badge. */
  readonly badge: number;
}

export type NudgeOutcome = 'told-before' | 'turned-off' | 'pushed' | 'sms' | 'nobody';

/** Decision 0206: the badge counts the unused eGCs not expired (the wallet's Ready section, decision 0160). */
async function readyEgcCount(db: Db, cardholderId: number, now: Date, timeZone: string): Promise<number> {
  const expiries = await unusedEgcExpiries(db, cardholderId);
  return expiries.filter(
    (expiryDate) => egcState({ giftawayStatusID: ORDER_STATUS.active, expiryDate }, now, timeZone) === 'active',
  ).length;
}

export async function tellMoment(
  trx: Db,
  cardholderId: number,
  notice: MomentNotice,
  context: { readonly now: Date; readonly timeZone: string; readonly smsFallback?: boolean },
): Promise<NudgeOutcome> {
  if (!(await claimMoment(trx, cardholderId, notice.moment, notice.key, context.now))) return 'told-before';
  const settings = await loadNudgeSettings(trx, cardholderId);
  if (!settings.kinds[kindOfMoment(notice.moment)]) return 'turned-off';
  const subscriptions = await subscriptionIdsOf(trx, cardholderId);
  // Decision 0209: the words in the cardholder's language.
  const locale = await localeOf(trx, cardholderId);
  const words = noticeWords(notice, locale);
  if (subscriptions.length > 0) {
    const payload: PushPayload = {
      ...words,
      url: notice.url,
      tag: `${notice.moment}:${notice.key}`,
      badge: await readyEgcCount(trx, cardholderId, context.now, context.timeZone),
    };
    for (const id of subscriptions) {
      const message: OutgoingMessage = {
        channel: 'push',
        recipient: String(id),
        subject: notice.moment,
        body: JSON.stringify(payload),
      };
      await enqueueMessage(trx, message, context.now);
    }
    return 'pushed';
  }
  const mobile = context.smsFallback ? await mobileOf(trx, cardholderId) : null;
  if (mobile === null) return 'nobody';
  const body = formatText(locale, textsIn('nudges', locale).sms, words);
  await enqueueMessage(trx, { channel: 'sms', recipient: mobile, subject: words.title, body }, context.now);
  return 'sms';
}
