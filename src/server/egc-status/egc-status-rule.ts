import { ORDER_STATUS } from '../../domain/entities';

// Decision 0082: how one provider event changes one eGC. Events may come twice, from the webhook and a file, and
// out of order: the eGC keeps the provider's time of the last status applied, and an event not newer than that
// changes nothing; nor does one that says what the eGC already is. So a repeated event is harmless.

export interface EgcStatusNow {
  readonly statusId: number;
  readonly usedAt: Date | null;
  readonly statusReportedAt: Date | null;
}

export interface ReportedStatus {
  readonly status: 'redeemed' | 'active';
  readonly at: Date;
}

export type EgcStatusDecision =
  | { readonly apply: true; readonly next: EgcStatusNow }
  | { readonly apply: false; readonly why: 'stale' | 'same' };

export function decideEgcStatus(current: EgcStatusNow, event: ReportedStatus): EgcStatusDecision {
  if (current.statusReportedAt !== null && event.at.getTime() <= current.statusReportedAt.getTime()) {
    return { apply: false, why: 'stale' };
  }
  const statusId = event.status === 'redeemed' ? ORDER_STATUS.redeemed : ORDER_STATUS.active;
  // A used eGC whose time of use we never learnt (older data) takes the provider's.
  const knownSame = current.statusId === statusId && (statusId === ORDER_STATUS.active || current.usedAt !== null);
  if (knownSame) return { apply: false, why: 'same' };
  return {
    apply: true,
    next: { statusId, usedAt: statusId === ORDER_STATUS.redeemed ? event.at : null, statusReportedAt: event.at },
  };
}
