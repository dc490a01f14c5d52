// Decisions 0187 and 0188: what waits for a second admin: a contact change an admin asked for, and a resend asked
// for within the cooling-off after one. Owners (the approving role) list them and approve or reject each, but never
// their own. A module of its own: only the admin screens import it.
import { z } from 'zod/mini';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { ContactSchema } from './admin';
import { defineCall } from './envelope';
import { IdSchema, IsoDateTimeSchema, NoDataSchema } from './primitives';

export const APPROVAL_KINDS = ['contact-change', 'resend'] as const;
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;

const PendingApprovalSchema = z.object({
  id: IdSchema,
  kind: z.enum(APPROVAL_KINDS),
  promoCode: z.string(),
  customerNo: z.string(),
  requestedBy: z.string(),
  requestedAt: IsoDateTimeSchema,
  /** The signed-in admin asked for it: another admin must decide. */
  requestedByYou: z.boolean(),
  /**
   * A contact change: the contact when it was asked for, the one asked for, and why (decision 0218); null for a
   * resend.
   */
  change: z.nullable(z.object({ from: ContactSchema, to: ContactSchema, reason: z.nullable(z.string()) })),
  /** A resend: the order, and when the contact details last changed; null for a contact change. */
  resend: z.nullable(z.object({ orderID: IdSchema, contactChangedAt: z.nullable(IsoDateTimeSchema) })),
});

/** Oldest first: the longest waiting at the top. */
export const pendingApprovalsCall = defineCall({
  name: 'pendingApprovals',
  method: 'GET',
  path: '/api/admin/approvals',
  prefix: '',
  access: 'admin',
  data: z.array(PendingApprovalSchema),
  statusIds: [0, ...SESSION_STATUS_IDS, 4],
});

export const decideApprovalCall = defineCall({
  name: 'decideApproval',
  method: 'POST',
  path: '/api/admin/approvals/{id}',
  prefix: '',
  access: 'admin',
  body: z.strictObject({ decision: z.enum(APPROVAL_DECISIONS) }),
  data: NoDataSchema,
  // 0: done (the change took effect, the eGCs went, or it was rejected). 2: the admin's own request, or the contact
  // changed since it was asked for. 4307: the resend was approved, but the order cannot be resent now. 4678: nothing
  // waits under this id (decided already, or replaced by a newer request).
  statusIds: [0, ...SESSION_STATUS_IDS, 2, 4, 4307, 4678],
});

export type PendingApproval = z.infer<typeof PendingApprovalSchema>;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];
