import type { BannerBand } from '../../../../domain/goals';
import { DASHBOARD_TEXT } from './dashboard-texts';

const BANNER_FILES: Readonly<Record<BannerBand, string>> = {
  under75k: '/images/banners/under-75k.svg',
  from75kUnder200k: '/images/banners/from-75k-under-200k.svg',
  from200k: '/images/banners/from-200k.svg',
};

/** spec §2 Home: "A banner and a top image by total spend" (bands from `bannerBand`). */
export function DashboardBanner({ band }: { readonly band: BannerBand }) {
  return (
    <img
      className="dashboard-banner"
      src={BANNER_FILES[band]}
      alt={DASHBOARD_TEXT.banners[band]}
      width="480"
      height="200"
      data-band={band}
    />
  );
}
