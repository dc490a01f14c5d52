import { userUpdateCall } from '../../../../contract/admin';
import { STATUS } from '../../../../domain/outcomes';
import type { EditUserInfoForm } from '../../../../domain/validation';
import { AdminStatusError, adminCall } from './admin-call';

/**
 * spec §7 Admin user update: POST /user/update/{id} { emailAddress, mobileNO, userID }. Decision 0187: the change
 * waits for a second admin (4712); 0 when there was nothing to change. Either is answered; any other id throws.
 */
export async function updateUser(campaignId: number, userID: number, form: EditUserInfoForm): Promise<number> {
  const result = await adminCall(userUpdateCall, { params: { id: campaignId }, body: { ...form, userID } });
  if (result.statusId !== STATUS.success && result.statusId !== STATUS.awaitingApproval) {
    throw new AdminStatusError(userUpdateCall.name, result.statusId);
  }
  return result.statusId;
}
