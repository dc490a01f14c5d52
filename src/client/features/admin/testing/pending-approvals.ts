import type { PendingApproval } from '../../../../contract/admin-approvals';

// Decisions 0187, 0188: what the approvals call answers, for the admin screens' tests.

/** A support admin's contact change, waiting for another admin. */
export const CONTACT_CHANGE: PendingApproval = {
  id: 7,
  kind: 'contact-change',
  promoCode: 'SPEND042',
  customerNo: '7012340003',
  requestedBy: 'support@demo.local',
  requestedAt: '2026-11-21T02:00:00.000Z',
  requestedByYou: false,
  change: {
    from: { emailAddress: 'old@demo.local', mobileNo: '09170000001' },
    to: { emailAddress: 'new@demo.local', mobileNo: '+639170000002' },
    reason: 'Cardholder called the hotline with a new phone',
  },
  resend: null,
};

/** The signed-in admin's own held resend, in the cooling-off after a change. */
export const OWN_HELD_RESEND: PendingApproval = {
  ...CONTACT_CHANGE,
  id: 8,
  kind: 'resend',
  promoCode: 'OFFLINE1',
  requestedByYou: true,
  change: null,
  resend: { orderID: 31, contactChangedAt: '2026-11-21T01:00:00.000Z' },
};
