import type { KeyRing } from '../platform/keys/key-ring';
import { purposeKey } from '../platform/token-crypto';

/** The two HMAC keys of the bot check, both derived from one signing key so nothing else needs keeping. */
export interface BotCheckKeys {
  /** Signs the challenge's parameters (altcha-lib's `hmacSignatureSecret`). */
  readonly challenge: string;
  /** Signs the derived key the solver must find (altcha-lib's `hmacKeySignatureSecret`). */
  readonly derivedKey: string;
}

export function botCheckKeys(key: string): BotCheckKeys {
  return {
    challenge: purposeKey(key, 'altcha/challenge'),
    derivedKey: purposeKey(key, 'altcha/derived-key'),
  };
}

/** Decision 0091: a challenge made with any accepted key is checked with that key's pair. */
export const acceptedBotCheckKeys = (keys: KeyRing): BotCheckKeys[] => keys.accepted.map(botCheckKeys);
