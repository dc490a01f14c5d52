import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveKeptLanguage } from '../lib/language-switch';
import { currentLocale, useLocale } from '../lib/locale';
import { stubFetch } from '../testing/stub-fetch';
import { LanguageControl } from './language-control';

// Decision 0209: the control switches at once (every reader of useLocale redraws), keeps the choice on the device,
// sets <html lang>, and signed in keeps it on the server too.

afterEach(async () => {
  cleanup();
  // Back to English for the next test, from the control as a person would.
  if (currentLocale() !== 'en-PH') {
    render(<LanguageControl signedIn={false} />);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'English' })));
    cleanup();
  }
  localStorage.clear();
  vi.unstubAllGlobals();
});

function ShownLocale() {
  return <p data-testid="shown">{useLocale()}</p>;
}

const press = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole('radio', { name })));
};

describe('the language control', () => {
  it('names each language in itself, in a group named in both, English chosen at first', () => {
    render(<LanguageControl signedIn={false} />);
    expect(screen.getByRole('radiogroup', { name: 'Language / Wika' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Filipino' }).getAttribute('aria-checked')).toBe('false');
  });

  it('signed out: switches every reader at once, sets <html lang>, keeps it on the device, calls no server', async () => {
    const fetch = stubFetch({ statusId: 0 });
    render(
      <>
        <LanguageControl signedIn={false} />
        <ShownLocale />
      </>,
    );
    await press('Filipino');
    expect(screen.getByTestId('shown').textContent).toBe('fil-PH');
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem('promo-locale')).toBe('fil-PH');
    expect(fetch).not.toHaveBeenCalled();
    await press('English');
    expect(screen.getByTestId('shown').textContent).toBe('en-PH');
    expect(document.documentElement.lang).toBe('en');
  });

  it('signed in: the choice is also sent to the server', async () => {
    const fetch = stubFetch({ statusId: 0 });
    render(<LanguageControl signedIn />);
    await press('Filipino');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(`${init?.method} ${url}`).toBe('POST /api/cardholder/language');
    expect(JSON.parse(String(init?.body))).toEqual({ locale: 'fil-PH' });
  });

  it('after sign-in, a choice kept on the device is sent; none kept, nothing is', async () => {
    const fetch = stubFetch({ statusId: 0 }, { statusId: 0 });
    await saveKeptLanguage();
    expect(fetch).not.toHaveBeenCalled();
    localStorage.setItem('promo-locale', 'en-PH');
    await saveKeptLanguage();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ locale: 'en-PH' });
  });
});
