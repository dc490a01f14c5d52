// spec §9 Business constants and limits for the bonus rounds. Money thresholds are Centavos (see money.ts).
import type { Centavos } from '../money';
import { pesosToCentavos } from '../money';

/** spec §4 Generic bonus: 'categories reached maxed at 5 or more'; spec §9 '5 categories needed'. */
export const CATEGORIES_FOR_BONUS = 5;

/** spec §9: 'Extra Three needs 8 (5 + 3).' */
export const CATEGORIES_FOR_EXTRA_THREE = 8;

/** spec §9: 'Installment needs a transaction of at least 25,000 with type S1.' */
export const INSTALLMENT_MIN_VALUE: Centavos = pesosToCentavos(25_000);

/** spec §9: 'Bonus unlock: total spend at least 30,000 for installment and monthly bonuses.' */
export const BONUS_UNLOCK_TOTAL_SPEND: Centavos = pesosToCentavos(30_000);

/** spec §9: 'Frequency Spend: 15 spends per promo month, three months.' */
export const SPENDS_PER_MONTH = 15;

/** spec §9: 'Excluded merchant category codes for frequency spend'. */
export const EXCLUDED_FREQUENCY_MCC_CODES: readonly number[] = [
  6010, 6011, 6012, 6540, 9223, 7995, 7800, 7801, 7802, 4829, 6050, 6051, 8651, 9754,
];

/** spec §9: 'Bonus redemption amount parameter 3000' (pesos, the `amount` URL param of the bonus routes). */
export const BONUS_REDEMPTION_AMOUNT = 3000;
