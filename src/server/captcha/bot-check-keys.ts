import { purposeKey } from '../auth/token-crypto';

/** The two HMAC keys of the bot check, both derived from SESSION_SECRET so nothing else needs keeping. */
export interface BotCheckKeys {
  /** Signs the challenge's parameters (altcha-lib's `hmacSignatureSecret`). */
  readonly challenge: string;
  /** Signs the derived key the solver must find (altcha-lib's `hmacKeySignatureSecret`). */
  readonly derivedKey: string;
}

export function botCheckKeys(secret: string): BotCheckKeys {
  return {
    challenge: purposeKey(secret, 'altcha/challenge'),
    derivedKey: purposeKey(secret, 'altcha/derived-key'),
  };
}
