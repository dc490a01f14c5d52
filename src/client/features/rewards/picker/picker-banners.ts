import type { Centavos } from '../../../../domain/money';

// The pick screens' banners (public/images/banners, drawn by scripts/draw-art.mjs, decision 0075): each names
// the reward its screen gives. Decorative beside the screen's own title, so they carry no alt text.
const BANNER_DIR = '/images/banners';

/** The claim screen's banner: the tier's eGC when the balance is a whole tier, else the balance in general. */
export function claimBanner(balance: Centavos): string {
  if (balance === 150_000) return `${BANNER_DIR}/claim-1500.svg`;
  if (balance === 500_000) return `${BANNER_DIR}/claim-5000.svg`;
  return `${BANNER_DIR}/claim.svg`;
}

export const PICK_BANNERS = {
  frequency: `${BANNER_DIR}/frequency.svg`,
  extraThree: `${BANNER_DIR}/extra-three.svg`,
  installment: `${BANNER_DIR}/installment.svg`,
  rewardClaimed: `${BANNER_DIR}/reward-claimed.svg`,
  wallet: `${BANNER_DIR}/wallet.svg`,
} as const;
