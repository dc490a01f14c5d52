import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackChevron, PickerHeader } from './picker-header';

afterEach(cleanup);

describe('PickerHeader', () => {
  it('spec §2: "Header with a back chevron, banner, title and description"', () => {
    const { container } = render(
      <PickerHeader
        back={
          <a href="/" aria-label="Back to home">
            <BackChevron />
          </a>
        }
        title="Choose your bonus reward"
        titleId="pick-title"
        description={<p>Only one reward may be claimed.</p>}
        bannerSrc="/images/banners/from-200k.svg"
      />,
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your bonus reward' }).id).toBe('pick-title');
    expect(screen.getByText('Only one reward may be claimed.')).toBeTruthy();
    expect(container.querySelector('.picker-header__banner img')?.getAttribute('src')).toBe(
      '/images/banners/from-200k.svg',
    );
  });

  it('without a banner image or a description, the colour band and the title alone', () => {
    const { container } = render(<PickerHeader back={null} title="Choose your eGCs" />);
    expect(container.querySelector('.picker-header__banner img')).toBeNull();
    expect(container.querySelector('.picker-header__description')).toBeNull();
  });
});
