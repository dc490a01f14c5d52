import type { Migration } from 'kysely';
import type { EgcCodeKeys } from '../../platform/egc-codes/egc-code-keys';
import * as initial from './0001-initial';
import * as egcWallet from './0002-egc-wallet';
import * as instances from './0003-instances';
import * as analyticsEvents from './0004-analytics-events';
import * as adminSecurity from './0005-admin-security';
import * as otpSendAllowances from './0006-otp-send-allowances';
import * as unloggedLimitWindows from './0007-unlogged-limit-windows';
import * as cardholderSpendTotals from './0008-cardholder-spend-totals';
import * as outboxExpiry from './0009-outbox-expiry';
import * as insiderControls from './0013-insider-controls';
import { egcCodesSealed } from './0014-egc-codes-sealed';
import * as otpGuessBudget from './0015-otp-guess-budget';
import * as nudges from './0017-nudges';
import * as signInFailuresByAddress from './0018-sign-in-failures-by-address';
import * as cardholderLocale from './0020-cardholder-locale';
import * as contactChangeReasons from './0021-contact-change-reasons';
import * as reportFiles from './0024-report-files';
import * as importRuns from './0025-import-runs';

// Listed statically (not read from disk) so the bundled server carries its migrations. Each names its `up` and
// `down`, so a missing one fails to compile and knip sees them used. Decision 0170: 0014 seals the eGC codes, with
// keys that are not in the database, so the list is made with them.
export const migrationsWith = (egcCodeKeys: EgcCodeKeys): Record<string, Migration> => ({
  '0001-initial': { up: initial.up, down: initial.down },
  '0002-egc-wallet': { up: egcWallet.up, down: egcWallet.down },
  '0003-instances': { up: instances.up, down: instances.down },
  '0004-analytics-events': { up: analyticsEvents.up, down: analyticsEvents.down },
  '0005-admin-security': { up: adminSecurity.up, down: adminSecurity.down },
  '0006-otp-send-allowances': { up: otpSendAllowances.up, down: otpSendAllowances.down },
  '0007-unlogged-limit-windows': { up: unloggedLimitWindows.up, down: unloggedLimitWindows.down },
  '0008-cardholder-spend-totals': { up: cardholderSpendTotals.up, down: cardholderSpendTotals.down },
  '0009-outbox-expiry': { up: outboxExpiry.up, down: outboxExpiry.down },
  '0013-insider-controls': { up: insiderControls.up, down: insiderControls.down },
  '0014-egc-codes-sealed': egcCodesSealed(egcCodeKeys),
  '0015-otp-guess-budget': { up: otpGuessBudget.up, down: otpGuessBudget.down },
  '0017-nudges': { up: nudges.up, down: nudges.down },
  '0018-sign-in-failures-by-address': { up: signInFailuresByAddress.up, down: signInFailuresByAddress.down },
  '0020-cardholder-locale': { up: cardholderLocale.up, down: cardholderLocale.down },
  '0021-contact-change-reasons': { up: contactChangeReasons.up, down: contactChangeReasons.down },
  '0024-report-files': { up: reportFiles.up, down: reportFiles.down },
  '0025-import-runs': { up: importRuns.up, down: importRuns.down },
});
