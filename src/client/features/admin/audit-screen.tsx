import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { AUDIT_ACTIONS, type AuditAction } from '../../../contract/admin-accounts';
import { Button } from '../../ui/button';
import { formatDateTime } from './admin-dates';
import { AdminQueryWaiting } from './admin-failure-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import { type AuditFilterValues, auditDownloadUrl, auditQueryOptions } from './api/admin-accounts';
import { auditActionLabel, auditDetailLines } from './audit-labels';
import { DownloadLink } from './download-link';
import { StaticTable } from './static-table';
import { TablePager } from './table-pager';

// Decision 0121: owners read the audit trail, filtered by admin, action, cardholder and days, paged on the
// server, and download what the filters select as CSV. Decision 0225: actions and details read in words.

const text = ADMIN_TEXT.audit;

function Filters({ onApply }: { readonly onApply: (filters: AuditFilterValues) => void }) {
  const [admin, setAdmin] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [cardholder, setCardholder] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <Form
      className="admin-audit__filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ admin, cardholder, from, to, ...(action ? { action } : {}) });
      }}
    >
      <AdminTextField name="admin" label={text.admin} type="email" value={admin} onChange={setAdmin} />
      <label className="field">
        <span className="field__label">{text.action}</span>
        <select
          className="field__input"
          name="action"
          value={action}
          onChange={(event) => setAction(event.target.value as AuditAction | '')}
        >
          <option value="">{text.anyAction}</option>
          {AUDIT_ACTIONS.map((each) => (
            <option key={each} value={each}>
              {auditActionLabel(each)}
            </option>
          ))}
        </select>
      </label>
      <AdminTextField name="cardholder" label={text.cardholder} value={cardholder} onChange={setCardholder} />
      <AdminTextField name="from" label={text.from} value={from} onChange={setFrom} maxLength={10} />
      <AdminTextField name="to" label={text.to} value={to} onChange={setTo} maxLength={10} />
      <div className="form-actions">
        <Button type="submit">{text.apply}</Button>
      </div>
    </Form>
  );
}

/** Decision 0225: the detail as "label: value" lines, not JSON. */
function DetailLines({ detail }: { readonly detail: Readonly<Record<string, unknown>> }) {
  const lines = auditDetailLines(detail);
  if (lines.length === 0) return ADMIN_TEXT.cardholder.none;
  return (
    <ul className="admin-audit__detail">
      {lines.map((line) => (
        <li key={line.label}>
          <span className="admin-audit__detail-label">{line.label}:</span> {line.value}
        </li>
      ))}
    </ul>
  );
}

export function AuditScreen({ timeZone }: { readonly timeZone: string }) {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const audit = useQuery({ ...auditQueryOptions(filters, page), placeholderData: keepPreviousData });
  const body = () => {
    if (!audit.isSuccess) return <AdminQueryWaiting query={audit} />;
    const { entries, total, pageSize } = audit.data;
    if (entries.length === 0) return <p>{text.empty}</p>;
    return (
      <>
        <StaticTable
          caption={text.heading}
          columns={[text.when, text.admin, text.action, text.cardholder, text.detail, text.client]}
          rows={entries.map((entry) => ({
            key: entry.id,
            header: formatDateTime(entry.at, timeZone),
            cells: [
              entry.admin,
              auditActionLabel(entry.action),
              entry.cardholder ?? ADMIN_TEXT.cardholder.none,
              <DetailLines key="detail" detail={entry.detail} />,
              entry.clientAddress ?? ADMIN_TEXT.cardholder.none,
            ],
          }))}
        />
        <TablePager label={text.heading} page={page} pageSize={pageSize} total={total} onPage={setPage} />
      </>
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-audit-title">
      <div className="admin-panel__head">
        <h2 id="admin-audit-title">{text.heading}</h2>
        <DownloadLink href={auditDownloadUrl(filters)}>{text.download}</DownloadLink>
      </div>
      <Filters
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {body()}
    </section>
  );
}
