import type { ReactNode } from 'react';
import './reward-picker.css';

export interface PickerHeaderProps {
  /** The back link, e.g. `<Link to="/" aria-label=…><BackChevron /></Link>` (spec §4 'Back chevron'). */
  readonly back: ReactNode;
  readonly title: string;
  /** The title's id, for the page section's `aria-labelledby`. */
  readonly titleId?: string;
  readonly description?: ReactNode;
  /** A banner image; without one the banner is the brand colour band. */
  readonly bannerSrc?: string;
}

/** The back chevron icon for `back`. */
export function BackChevron() {
  return (
    <svg className="picker-header__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m15 6-6 6 6 6" />
    </svg>
  );
}

/** spec §2 reward pick screens: "Header with a back chevron, banner, title and description". */
export function PickerHeader({ back, title, titleId, description, bannerSrc }: PickerHeaderProps) {
  return (
    <header className="picker-header">
      <div className="picker-header__back">{back}</div>
      <div className="picker-header__banner" aria-hidden="true">
        {bannerSrc ? <img src={bannerSrc} alt="" width="480" height="160" /> : null}
      </div>
      <h1 id={titleId} className="picker-header__title">
        {title}
      </h1>
      {description ? <div className="picker-header__description">{description}</div> : null}
    </header>
  );
}
