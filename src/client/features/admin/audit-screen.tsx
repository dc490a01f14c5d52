import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { AUDIT_ACTIONS, type AuditAction, AuditFiltersSchema } from '../../../contract/admin-accounts';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminDateField } from './admin-date-field';
import { formatDateTime, zoneNote } from './admin-dates';
import { AdminQueryWaiting } from './admin-failure-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import { type AuditFilterValues, auditDownloadUrl, auditQueryOptions } from './api/admin-accounts';
import { refusedFields } from './api/admin-call';
import { auditActionLabel, auditDetailLines } from './audit-labels';
import { DownloadLink } from './download-link';
import { StaticTable } from './static-table';
import { TablePager } from './table-pager';

// Decision 0121: owners read the audit trail, filtered by admin, action, cardholder and days, paged on the
// server, and download what the filters select as CSV. Decision 0225: actions and details read in words.

const text = ADMIN_TEXT.audit;

const present = (values: AuditFilterValues): AuditFilterValues =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as AuditFilterValues;

function Filters({
  timeZone,
  onApply,
}: {
  readonly timeZone: string;
  readonly onApply: (filters: AuditFilterValues) => void;
}) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<readonly string[]>([]);
  const form = useForm({
    // Decision 0217: the contract's own filters schema, so a reversed range is refused here in the server's words.
    schema: { safeParse: (values: AuditFilterValues) => AuditFiltersSchema.safeParse(present(values)) },
    initialValues: { admin: '', cardholder: '', from: '', to: '' } as AuditFilterValues,
    onSubmit: async (filters: AuditFilterValues): Promise<void> => {
      setRefusal([]);
      // Asked for before it is shown, as the overview's range: a refused filter never becomes the screen's query.
      try {
        await queryClient.fetchQuery(auditQueryOptions(filters, 1));
      } catch (error) {
        const refused = refusedFields(error);
        if (refused) {
          form.setErrors({ from: refused.fields.from, to: refused.fields.to, admin: refused.fields.admin });
          return setRefusal(refused.other);
        }
      }
      onApply(filters);
    },
  });
  const dateField = (name: 'from' | 'to', label: string) => (
    <AdminDateField
      label={label}
      value={form.values[name] ?? ''}
      onChange={(value) => form.setValue(name, value)}
      errorMessage={form.errors[name]}
      inputRef={form.fieldRef(name)}
    />
  );
  return (
    <Form className="admin-audit__filters" onSubmit={form.handleSubmit} validationBehavior="aria">
      {refusal.length > 0 ? <FeedbackPanel tone="error" title={refusal.join(' ')} /> : null}
      <AdminTextField
        name="admin"
        label={text.admin}
        type="email"
        value={form.values.admin ?? ''}
        onChange={(value) => form.setValue('admin', value)}
        errorMessage={form.errors.admin}
      />
      <label className="field">
        <span className="field__label">{text.action}</span>
        <select
          className="field__input"
          name="action"
          value={form.values.action ?? ''}
          onChange={(event) => form.setValue('action', (event.target.value || undefined) as AuditAction | undefined)}
        >
          <option value="">{text.anyAction}</option>
          {AUDIT_ACTIONS.map((each) => (
            <option key={each} value={each}>
              {auditActionLabel(each)}
            </option>
          ))}
        </select>
      </label>
      <AdminTextField
        name="cardholder"
        label={text.cardholder}
        value={form.values.cardholder ?? ''}
        onChange={(value) => form.setValue('cardholder', value)}
      />
      {dateField('from', text.from)}
      {dateField('to', text.to)}
      <p className="admin-audit__zone">{zoneNote(timeZone)}</p>
      <div className="form-actions">
        <Button type="submit" isPending={form.isSubmitting}>
          {text.apply}
        </Button>
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
        timeZone={timeZone}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {body()}
    </section>
  );
}
