import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

afterEach(cleanup);

const field = () => screen.getByRole('textbox', { name: 'Promo code or customer number' }) as HTMLInputElement;

function paste(input: HTMLInputElement, text: string, selection: readonly [number, number]) {
  input.setSelectionRange(selection[0], selection[1]);
  // happy-dom has no DataTransfer on synthetic clipboard events: give the handler what it reads.
  fireEvent.paste(input, { clipboardData: { getData: (type: string) => (type === 'text' ? text : '') } });
}

describe('SearchForm (spec §5 admin search)', () => {
  it.each([
    ['701234000', '701234000'],
    ['7012340001', '7012340001'],
    ['70123400012', '7012340001'],
  ])("spec §5: 'limited to 10 characters … on typing' (%s)", (typed, shown) => {
    render(<SearchForm initialValue="" onSearch={vi.fn()} />);
    fireEvent.change(field(), { target: { value: typed } });
    expect(field().value).toBe(shown);
  });

  it('spec §5: the input also carries maxLength 10, so the browser stops the 11th key', () => {
    render(<SearchForm initialValue="" onSearch={vi.fn()} />);
    expect(field().maxLength).toBe(10);
  });

  it.each([
    ['', [0, 0], '70123400019999', '7012340001'],
    ['70', [2, 2], '1234000199', '7012340001'],
    ['SPEND118', [0, 8], ' 7012340001 ', '7012340001'],
  ] as const)("spec §5: '… and on paste' (%s, paste %s)", (initial, selection, pasted, shown) => {
    render(<SearchForm initialValue={initial} onSearch={vi.fn()} />);
    paste(field(), pasted, selection);
    expect(field().value).toBe(shown);
  });

  it("spec §5: 'promo code or customer number required' — empty submits nothing and says so", async () => {
    const onSearch = vi.fn();
    render(<SearchForm initialValue="" onSearch={onSearch} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(screen.getByText('Promo code or customer number is required')).toBeTruthy();
    expect(document.activeElement).toBe(field());
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('a search hands over the trimmed input', async () => {
    const onSearch = vi.fn();
    render(<SearchForm initialValue="" onSearch={onSearch} />);
    fireEvent.change(field(), { target: { value: ' SPEND118' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(onSearch).toHaveBeenCalledWith('SPEND118');
  });
});
