import { SPENDS_PER_MONTH } from '../../../../domain/bonus';

/**
 * spec §2 Frequency Spend page: "'n of 15 Spends' as 15 squares". The squares are a picture of the count the
 * card states in words beside them, so they are hidden from assistive technology.
 */
export function SpendSquares({ count }: { readonly count: number }) {
  return (
    <div className="spend-squares" aria-hidden="true">
      {Array.from({ length: SPENDS_PER_MONTH }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fifteen fixed squares, identified by their position.
        <span key={index} className="spend-squares__square" data-filled={index < count} />
      ))}
    </div>
  );
}
