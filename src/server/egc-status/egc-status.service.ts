import type { Kysely, Transaction } from 'kysely';
import type { EgcStatusEvent, EgcStatusResult } from '../../contract/provider';
import type { Database, EgcStatusSource } from '../db/schema';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import {
  type KnownEgc,
  lockEgcsByCode,
  recordStatusEvents,
  type StatusEventRecord,
  setEgcStatus,
} from './egc-status.repository';
import { decideEgcStatus } from './egc-status-rule';

// Decision 0082: the provider's status events, from the webhook or a file, applied in one transaction. Unknown
// codes are reported back and change nothing; every event about a known eGC is audited, applied or not. Events are
// applied in the order they happened, so a batch that says 'redeemed' then 'active' for one eGC ends active.

export interface ApplyContext {
  readonly source: EgcStatusSource;
  readonly now: Date;
  /** Decision 0170: codes are found by their keyed digest. */
  readonly egcCodeKeys: EgcCodeKeys;
}

const byTime = (a: EgcStatusEvent, b: EgcStatusEvent) => Date.parse(a.at) - Date.parse(b.at);

export async function applyEgcStatusEventsIn(
  trx: Transaction<Database>,
  events: readonly EgcStatusEvent[],
  context: ApplyContext,
): Promise<EgcStatusResult> {
  const codes = [...new Set(events.map((event) => event.code))];
  const known = new Map<string, KnownEgc>(
    (await lockEgcsByCode(trx, context.egcCodeKeys, codes)).map((egc) => [egc.code, egc]),
  );
  const audit: StatusEventRecord[] = [];
  for (const event of [...events].sort(byTime)) {
    const egc = known.get(event.code);
    if (egc === undefined) continue;
    const decision = decideEgcStatus(egc, { status: event.status, at: new Date(event.at) });
    if (decision.apply) {
      await setEgcStatus(trx, egc.id, decision.next);
      known.set(egc.code, { ...egc, ...decision.next });
    }
    audit.push({ orderItemId: egc.id, status: event.status, reportedAt: new Date(event.at), applied: decision.apply });
  }
  await recordStatusEvents(trx, audit, context);
  const applied = audit.filter((event) => event.applied).length;
  return {
    received: events.length,
    applied,
    unchanged: audit.length - applied,
    unknownCodes: codes.filter((code) => !known.has(code)),
  };
}

export function applyEgcStatusEvents(
  db: Kysely<Database>,
  events: readonly EgcStatusEvent[],
  context: ApplyContext,
): Promise<EgcStatusResult> {
  return db.transaction().execute((trx) => applyEgcStatusEventsIn(trx, events, context));
}
