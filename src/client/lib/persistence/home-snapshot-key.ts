// Where home's snapshot is kept (home-snapshot.ts, decision 0191), and its removal at logout: apart from the rest,
// which only home and its painter load, so the shell (forget-cardholder.ts) carries just this.

export const HOME_SNAPSHOT_KEY = 'promo-home-snapshot';

export function forgetHomeSnapshot(): void {
  try {
    window.localStorage.removeItem(HOME_SNAPSHOT_KEY);
  } catch {
    // Nothing was kept.
  }
}
