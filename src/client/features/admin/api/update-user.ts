import { userUpdateCall } from '../../../../contract/admin';
import { STATUS } from '../../../../domain/outcomes';
import type { EditUserInfoForm } from '../../../../domain/validation';
import { AdminStatusError, adminCall } from './admin-call';

/** spec §7 Admin user update: POST /user/update/{id} { emailAddress, mobileNO, userID }; 0 is success. */
export async function updateUser(campaignId: number, userID: number, form: EditUserInfoForm): Promise<void> {
  const result = await adminCall(userUpdateCall, { params: { id: campaignId }, body: { ...form, userID } });
  if (result.statusId !== STATUS.success) throw new AdminStatusError(userUpdateCall.name, result.statusId);
}
