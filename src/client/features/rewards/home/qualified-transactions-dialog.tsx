import { useMemo } from 'react';
import { displayCategoryName } from '../../../../domain/categories';
import { fillTemplate, UI_TEXT } from '../../../../domain/messages';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { filterByCategory } from '../../../../domain/transactions';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/modal-dialog';
import { CategoryFilter } from './category-filter';
import type { DashboardModel } from './dashboard-model';
import { DASHBOARD_TEXT } from './dashboard-texts';
import { ReachedCategoryIcons } from './reached-category-icons';
import { TransactionList } from './transaction-list';
import './transactions-dialog.css';

export interface QualifiedTransactionsDialogProps {
  readonly isOpen: boolean;
  readonly model: DashboardModel;
  readonly timeZone: string;
  /** The category filter; null shows every category. Opening with one is the category transaction list. */
  readonly mccID: number | null;
  readonly onFilterChange: (mccID: number | null) => void;
  readonly onClose: () => void;
}

/** spec §2 Qualified Transactions dialog (and, opened on one category, the category transaction list). */
export function QualifiedTransactionsDialog(props: QualifiedTransactionsDialogProps) {
  const { model, mccID } = props;
  const text = DASHBOARD_TEXT.transactions;
  const names = useMemo(
    () => new Map(model.categories.map((category) => [category.mccID, displayCategoryName(category.name)])),
    [model.categories],
  );
  const rows = useMemo(() => filterByCategory(model.qualified, mccID), [model.qualified, mccID]);
  const chosenName = mccID === null ? null : (names.get(mccID) ?? null);
  const emptyText =
    chosenName === null
      ? UI_TEXT.empty.qualifiedTransactions
      : fillTemplate(UI_TEXT.empty.qualifiedTransactionsInCategory, { category: chosenName });

  return (
    <ModalDialog isOpen={props.isOpen} onOpenChange={props.onClose} title={text.title}>
      {model.registeredOn ? (
        <p className="transactions-dialog__registered">
          {fillTemplate(text.registeredOn, { date: model.registeredOn })}
        </p>
      ) : null}
      <p className="transactions-dialog__note">{REWARD_TEXT.qualifiedTransactions.postingNote}</p>
      <ReachedCategoryIcons categories={model.reachedIcons} />
      <CategoryFilter categories={model.categories} mccID={mccID} onChange={props.onFilterChange} />
      {rows.length === 0 ? (
        <p className="transactions-dialog__empty">{emptyText}</p>
      ) : (
        <TransactionList
          transactions={rows}
          timeZone={props.timeZone}
          categoryName={(id) => (id === null ? '' : (names.get(id) ?? ''))}
        />
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={props.onClose}>
          {text.close}
        </Button>
      </div>
    </ModalDialog>
  );
}
