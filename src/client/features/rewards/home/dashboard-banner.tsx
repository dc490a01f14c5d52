import type { CSSProperties } from 'react';
import type { BannerArt, BannerState, ProgressScale } from '../../../../domain/promo-state';
import './dashboard-banner.css';

// spec §2 Home: the banner by spend band; decision 0162: its words and picture follow the claim state too, and its
// track draws the one progress scale the Spend tab's bar draws (decision 0003), so the two never disagree.

const ART_FILES: Readonly<Record<BannerArt, string>> = {
  under75k: '/images/banners/home-under-75k.svg',
  from75kUnder200k: '/images/banners/home-75k-to-200k.svg',
  from200k: '/images/banners/home-200k.svg',
  balance: '/images/banners/home-balance.svg',
  bonus: '/images/banners/home-bonus.svg',
  expired: '/images/banners/home-expired.svg',
  allClaimed: '/images/banners/home-all-claimed.svg',
};

/** A CSS custom property for the stylesheet (the fill's scale, a node's position). */
const cssVar = (name: string, value: number): CSSProperties => ({ [name]: String(value) }) as CSSProperties;

/** The spend track: P0, then each goal at its place on the scale. Drawn only: the Spend tab's bar is the one read out. */
function BannerTrack({ progress }: { readonly progress: ProgressScale }) {
  return (
    <div className="promo-banner__track" aria-hidden="true" data-progress={progress.value}>
      <div className="promo-banner__rail">
        <div className="promo-banner__fill" style={cssVar('--progress', progress.value)} />
        <span className="promo-banner__node" data-reached="" style={cssVar('--mark', 0)} />
        {progress.marks.map((mark) => (
          <span
            key={mark.mark}
            className="promo-banner__node"
            data-mark={mark.mark}
            data-reached={mark.reached || undefined}
            style={cssVar('--mark', mark.mark)}
          />
        ))}
      </div>
      <div className="promo-banner__labels">
        {progress.marks.map((mark) => (
          <span key={mark.mark} className="promo-banner__label" style={cssVar('--mark', mark.mark)}>
            {mark.shortLabel}
          </span>
        ))}
      </div>
    </div>
  );
}

export interface DashboardBannerProps {
  readonly banner: BannerState;
  readonly progress: ProgressScale;
}

export function DashboardBanner({ banner, progress }: DashboardBannerProps) {
  return (
    <div className="promo-banner" data-band={banner.band} data-claim={banner.claim}>
      <img className="promo-banner__art" src={ART_FILES[banner.art]} alt="" width="480" height="200" />
      <div className="promo-banner__words">
        <p className="promo-banner__eyebrow">{banner.eyebrow}</p>
        <p className="promo-banner__title">{banner.title}</p>
        <p className="promo-banner__line">{banner.line}</p>
      </div>
      <BannerTrack progress={progress} />
    </div>
  );
}
