import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { REPORT_TYPES, type ReportTypeId } from '../../../contract/reports';
import { ADMIN_TEXT } from './admin-texts';

export interface ReportTypeSelectProps {
  readonly value: ReportTypeId;
  readonly onChange: (value: ReportTypeId) => void;
}

const isReportTypeId = (key: unknown): key is ReportTypeId => REPORT_TYPES.some((type) => type.id === key);

/** spec §7 report types: 4791 Registration Summary (default), 4292 Redemption Summary, 4783 Cardholders Per Tier. */
export function ReportTypeSelect({ value, onChange }: ReportTypeSelectProps) {
  return (
    <Select
      className="field admin-select"
      value={value}
      onChange={(key) => (isReportTypeId(key) ? onChange(key) : undefined)}
    >
      <Label className="field__label">{ADMIN_TEXT.report.reportType}</Label>
      <Button className="field__input admin-select__trigger">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="admin-popover">
        <ListBox className="admin-listbox" items={REPORT_TYPES}>
          {(type) => (
            <ListBoxItem id={type.id} className="admin-listbox__item">
              {type.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
