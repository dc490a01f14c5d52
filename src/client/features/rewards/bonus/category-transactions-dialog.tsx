import { displayCategoryName } from '../../../../domain/categories';
import { formatDisplayDate } from '../../../../domain/dates';
import type { MerchantCategory, Transaction } from '../../../../domain/entities';
import { fillTemplate, UI_TEXT } from '../../../../domain/messages';
import { formatPeso, pesosToCentavos } from '../../../../domain/money';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { displayLocation, displayReference } from '../../../../domain/transactions';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/modal-dialog';
import { BONUS_TEXT } from './bonus-texts';

export interface CategoryTransactionsDialogProps {
  /** The category shown; null when closed. */
  readonly category: MerchantCategory | null;
  /** Its qualified transactions, newest first (spec §5). */
  readonly transactions: readonly Transaction[];
  readonly timeZone: string;
  readonly onClose: () => void;
}

/**
 * spec §2 Extra Three screen: "Tapping one opens its transaction list in a dialog". Each row as in the
 * Qualified Transactions dialog: location, reference (after a hyphen), category name, date and amount.
 */
export function CategoryTransactionsDialog({
  category,
  transactions,
  timeZone,
  onClose,
}: CategoryTransactionsDialogProps) {
  const name = category === null ? '' : displayCategoryName(category.name);
  const text = BONUS_TEXT.extraThree;
  return (
    <ModalDialog
      isOpen={category !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={fillTemplate(text.transactionsTitle, { category: name })}
    >
      <p className="category-transactions__note">{REWARD_TEXT.qualifiedTransactions.postingNote}</p>
      {transactions.length === 0 ? (
        <p>{fillTemplate(UI_TEXT.empty.qualifiedTransactionsInCategory, { category: name })}</p>
      ) : (
        <ul className="category-transactions" aria-label={fillTemplate(text.listLabel, { category: name })}>
          {transactions.map((transaction) => (
            <li key={transaction.id} className="category-transactions__row">
              <span className="category-transactions__location">{displayLocation(transaction.location)}</span>
              <span className="category-transactions__amount">{formatPeso(pesosToCentavos(transaction.value))}</span>
              <span className="category-transactions__meta">
                {displayReference(transaction.referenceNo)} · {name} ·{' '}
                {formatDisplayDate(transaction.transactionDateTime, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onClose}>
          {text.close}
        </Button>
      </div>
    </ModalDialog>
  );
}
