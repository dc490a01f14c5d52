import { type ContactField, contactFieldsInUse, userUpdateCall } from '../../../../contract/admin';
import type { EditUserInfoForm } from '../../../../domain/contact-edit';
import { STATUS } from '../../../../domain/outcomes';
import { AdminStatusError, adminCall } from './admin-call';

export type UpdateUserAnswer =
  /** Decision 0187: 4712, the change waits for a second admin; 0, there was nothing to change. */
  | { readonly kind: 'answered'; readonly statusId: number }
  /** Decision 0218: 4714, another cardholder has these fields; nothing was asked for until confirmed. */
  | { readonly kind: 'inUse'; readonly fields: readonly ContactField[] };

/**
 * spec §7 Admin user update: POST /user/update/{id} { emailAddress, mobileNO, userID }, with decision 0218's reason
 * and, once the admin was warned, `confirmShared`. Any other status id throws.
 */
export async function updateUser(
  campaignId: number,
  userID: number,
  form: EditUserInfoForm,
  confirmShared: boolean,
): Promise<UpdateUserAnswer> {
  const body = { ...form, userID, ...(confirmShared ? { confirmShared } : {}) };
  const result = await adminCall(userUpdateCall, { params: { id: campaignId }, body });
  if (result.statusId === STATUS.contactInUse) return { kind: 'inUse', fields: contactFieldsInUse(result.data) };
  if (result.statusId !== STATUS.success && result.statusId !== STATUS.awaitingApproval) {
    throw new AdminStatusError(userUpdateCall.name, result.statusId);
  }
  return { kind: 'answered', statusId: result.statusId };
}
