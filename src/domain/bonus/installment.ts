// spec §4 'Installment qualified' / allowed; spec §2 Installment bonus card.
import type { Transaction } from '../entities';
import type { Centavos } from '../money';
import { pesosToCentavos } from '../money';
import { REWARD_TEXT } from '../reward-texts';
import { isInstallment } from '../transactions';
import { BONUS_UNLOCK_TOTAL_SPEND, INSTALLMENT_MIN_VALUE } from './constants';

/** spec §4: 'any qualified transaction of value at least 25,000 and type S1'. */
export function hasQualifyingInstallmentSpend(qualified: readonly Transaction[]): boolean {
  return qualified.some(
    (transaction) => isInstallment(transaction) && pesosToCentavos(transaction.value) >= INSTALLMENT_MIN_VALUE,
  );
}

export interface InstallmentInput {
  readonly qualified: readonly Transaction[];
  readonly hasInstallmentOrder: boolean;
  readonly isBonusExpired: boolean;
  /** The installment bonus record (BONUSI1…); null when not created. */
  readonly installmentRecord: Pick<Transaction, 'id'> | null;
  readonly totalSpend: Centavos;
}

export type InstallmentCardStatus = 'qualified' | 'notYet' | 'redeemed';

/** spec §2 Bonus cards, Installment: the card's status text (REWARD_TEXT's words) for its status. */
export function installmentStatusText(status: InstallmentCardStatus): string {
  const text = REWARD_TEXT.installmentCard;
  return { qualified: text.qualified, notYet: text.notQualified, redeemed: text.redeemed }[status];
}

export interface InstallmentState {
  readonly qualified: boolean;
  readonly allowed: boolean;
  readonly cardStatus: InstallmentCardStatus;
}

export function installmentState(input: InstallmentInput): InstallmentState {
  // spec §4: qualified needs the spend 'and no installment bonus order exists'.
  const qualified = !input.hasInstallmentOrder && hasQualifyingInstallmentSpend(input.qualified);
  const allowed =
    !input.isBonusExpired &&
    qualified &&
    input.installmentRecord !== null &&
    input.totalSpend >= BONUS_UNLOCK_TOTAL_SPEND;
  const cardStatus: InstallmentCardStatus = input.hasInstallmentOrder ? 'redeemed' : qualified ? 'qualified' : 'notYet';
  return { qualified, allowed, cardStatus };
}
