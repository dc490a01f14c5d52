// The persisted cache belongs to one build and one cardholder (docs/architecture.md §5 `buster`): a new build or
// another person's sign-in on the same device discards it. The owner is remembered beside the cache, because
// offline the page config that names the signed-in cardholder can only come from the cache itself.

const OWNER_KEY = 'promo-cache-owner';
/** No cardholder signed in on this device. */
export const ANONYMOUS = 'anonymous';

declare const __BUILD_ID__: string;
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export function cacheOwner(): string {
  try {
    return window.localStorage.getItem(OWNER_KEY) ?? ANONYMOUS;
  } catch {
    return ANONYMOUS;
  }
}

export function setCacheOwner(owner: string | null): void {
  try {
    if (owner === null) window.localStorage.removeItem(OWNER_KEY);
    else window.localStorage.setItem(OWNER_KEY, owner);
  } catch {
    // Storage refused (private mode): the cache then simply never outlives the page.
  }
}

export const cacheBuster = (): string => `${BUILD_ID}:${cacheOwner()}`;
