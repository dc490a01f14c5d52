// spec §5 edit user info, the admin's contact edit (decision 0218): a module of its own, not in validation.ts, which
// every first view carries for the cardholder's forms; only the admin's edit dialog and the server read this.
import { z } from 'zod/mini';
import { EmailSchema, FIELD_LABELS, invalidMessage, PH_MOBILE, requiredText, tooLongMessage } from './validation';

/** Decision 0218: a contact change's reason, a sentence or two for the history and the audit trail. */
export const REASON_MAX_LENGTH = 500;

/**
 * Decision 0218: a mobile is stored in one form, E.164 ('+639171234567'), whichever of the accepted forms was typed;
 * spaces, dashes and brackets typed between the digits are dropped first. A value that is not a Philippine mobile
 * is returned as it is (the schema refuses it).
 */
export function toE164Mobile(value: string): string {
  const typed = value.replace(/[\s().-]/g, '');
  return PH_MOBILE.test(typed) ? `+63${typed.slice(-10)}` : value;
}

const MobileSchema = requiredText(FIELD_LABELS.mobileNO).check(
  z.overwrite((value) => value.replace(/[\s().-]/g, '')),
  z.regex(PH_MOBILE, { error: invalidMessage(FIELD_LABELS.mobileNO) }),
  z.overwrite(toE164Mobile),
);

/** Decision 0218: why the contact changes; required, kept with the request, the history and the audit trail. */
const ReasonSchema = requiredText(FIELD_LABELS.reason).check(
  z.maxLength(REASON_MAX_LENGTH, { error: tooLongMessage(FIELD_LABELS.reason, REASON_MAX_LENGTH) }),
);

/**
 * spec §5: edit user info; email required and valid; mobile required. Field names as in spec §7. Decision 0218:
 * the mobile comes out in E.164, and a reason is required.
 */
export const EditUserInfoSchema = z.object({
  emailAddress: EmailSchema,
  mobileNO: MobileSchema,
  reason: ReasonSchema,
});
export type EditUserInfoForm = z.input<typeof EditUserInfoSchema>;
