// Decision 0209: the signed-in cardholder's language, kept on the server so the SMS and e-mail sent to them are in
// it. Outside the spec's prefix, as the nudge settings are.
import { z } from 'zod/mini';
import { LOCALES } from '../domain/i18n/locales';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { defineCall } from './envelope';
import { NoDataSchema } from './primitives';

/** What the device keeps and the server stores: one of the locales, nothing else. */
const LocaleSchema = z.enum(LOCALES);

export const saveLanguageCall = defineCall({
  name: 'saveLanguage',
  method: 'POST',
  path: '/api/cardholder/language',
  prefix: '',
  access: 'cardholder',
  body: z.strictObject({ locale: LocaleSchema }),
  data: NoDataSchema,
  statusIds: [0, ...SESSION_STATUS_IDS],
});
