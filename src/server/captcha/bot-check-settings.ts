// docs/decisions/0018-bot-check-altcha.md: the bot check is self-hosted ALTCHA (proof of work). docs/architecture.md §3:
// the library's default difficulty takes 10-18 s in Node, so the work is set here, in deterministic mode: the
// server picks the counter the solver must reach, so the expected work is known rather than left to luck.

/** PBKDF2 keeps every derivation the same price on every device, through WebCrypto in the browser. */
export const BOT_CHECK_ALGORITHM = 'PBKDF2/SHA-256';

/** PBKDF2 iterations per try: about 0.25 ms a try in Node on one core here. */
export const BOT_CHECK_COST = 1000;

/**
 * The solver counts up from 0 to a counter drawn from this range (captcha.service.test.ts counts its derivations):
 * 0.1-0.4 s in Node on one core, about a second on a mid-range phone (measured by the client's browser test).
 */
export const BOT_CHECK_COUNTER_MIN = 500;
export const BOT_CHECK_COUNTER_MAX = 1500;

/** Decision 0018: challenges live 5 minutes. */
export const BOT_CHECK_TTL_MS = 5 * 60_000;
