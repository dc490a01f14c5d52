import { type KindsOf, outcomeFrom, STATUS, type StatusOutcome } from './outcomes';

// spec §4 'Inquiry result', as outcomes.ts reads the other calls' ids. A module of its own: only the sign-in calls
// read it, after /login's first view (held at its budget, decision 0135).

// The first set of spec §8.
const INQUIRY_KINDS = {
  [STATUS.alreadyRegistered]: 'registered',
  [STATUS.pendingValidation4677]: 'pendingValidation',
  [STATUS.pendingValidation4680]: 'pendingValidation',
  [STATUS.pendingValidation4692]: 'pendingValidation',
  [STATUS.notYetRegistered]: 'invalid',
} as const;

/** Decision 0166: 4678 with this data is a code issued and not yet registered, which may be registered now. */
export const INQUIRY_ISSUED_DATA = 'issued';

/** 'notYetRegistered': 4678 for an issued code (decision 0166), which is not 'invalid'. */
export type InquiryOutcome = StatusOutcome<KindsOf<typeof INQUIRY_KINDS> | 'notYetRegistered'>;

export function inquiryOutcome(statusId: number, data?: unknown): InquiryOutcome {
  const outcome = outcomeFrom('inquiry', INQUIRY_KINDS, statusId);
  // The screen's words for it are clear-texts.ts's (decision 0165).
  return outcome.kind === 'invalid' && data === INQUIRY_ISSUED_DATA
    ? { ...outcome, kind: 'notYetRegistered' }
    : outcome;
}
