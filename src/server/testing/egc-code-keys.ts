import { openEgcCode } from '../platform/egc-codes/egc-code-columns';
import { type EgcCodeKeys, egcCodeKeyIdOf, egcCodeKeys } from '../platform/egc-codes/egc-code-keys';

// Fixed eGC code keys for tests (decision 0170): the test app, the test database's migrations and seed, and the
// servers and commands tests start seal with them, so a test reads what another wrote. Never a real server's key.

/** EGC_CODE_KEY as a server or command started by a test is given it: 32 bytes, base64. */
export const TEST_EGC_CODE_KEY_TEXT = Buffer.alloc(32, 7).toString('base64');

const key = Buffer.from(TEST_EGC_CODE_KEY_TEXT, 'base64');

/** Named by its fingerprint, as a server given only EGC_CODE_KEY names it. */
export const TEST_EGC_CODE_KEYS: EgcCodeKeys = egcCodeKeys({ id: egcCodeKeyIdOf(key), key });

/** A stored eGC code (`egc_code_sealed`) in clear, as a test needs it to act as the cardholder or the provider. */
export const openTestEgcCode = (sealed: string): string => openEgcCode(TEST_EGC_CODE_KEYS, sealed);
