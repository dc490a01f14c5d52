import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { messageFor, UI_TEXT } from '../../../domain/messages';
import { STATUS } from '../../../domain/outcomes';
import { useForm } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminDateField } from './admin-date-field';
import { zoneNote } from './admin-dates';
import { AdminFailurePanel } from './admin-failure-panel';
import { ADMIN_TEXT } from './admin-texts';
import { type AdminFailure, adminFailure, refusedFields } from './api/admin-call';
import { adminKeys } from './api/admin-keys';
import { generateReport, type ReportRequest } from './api/generate-report';
import { ReportHistory } from './report-history';
import { defaultReportValues, ReportRequestSchema } from './report-request';
import { ReportTypeSelect } from './report-type-select';

export interface ReportScreenProps {
  readonly campaignId: number;
  /** The campaign's time zone: named beside the dates, and when each recent report was asked for. */
  readonly timeZone: string;
  /** The server's calendar day, 'YYYY-MM-DD': the default range is this month so far. */
  readonly today: string;
}

type Outcome = { readonly kind: 'queued' } | AdminFailure;

function OutcomePanel({ outcome }: { readonly outcome: Outcome }) {
  if (outcome.kind !== 'queued') return <AdminFailurePanel failure={outcome} />;
  // spec §8 'Report 0'.
  const message = messageFor('report', STATUS.success);
  return <FeedbackPanel tone="success" title={message.title} body={message.body} />;
}

/** spec §2 report request: the report is built by a job and e-mailed to the admin (spec §1 "emailed reports"). */
export function ReportScreen({ campaignId, timeZone, today }: ReportScreenProps) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({
    schema: ReportRequestSchema,
    initialValues: defaultReportValues(today),
    onSubmit: async (request: ReportRequest): Promise<void> => {
      setOutcome(null);
      try {
        await generateReport(campaignId, request);
        setOutcome({ kind: 'queued' });
        // The new report joins the recent ones, which are then read again until it is made.
        await queryClient.invalidateQueries({ queryKey: adminKeys.reports });
      } catch (error) {
        // Decision 0217: a range the server refuses is answered beside the dates, in its own words.
        const refused = refusedFields(error);
        if (refused && refused.other.length === 0) {
          return form.setErrors({ startDate: refused.fields.startdate, endDate: refused.fields.enddate });
        }
        setOutcome(adminFailure(error));
      }
    },
  });
  const dateField = (name: 'startDate' | 'endDate', label: string) => (
    <AdminDateField
      label={label}
      value={form.values[name]}
      onChange={(value) => form.setValue(name, value)}
      errorMessage={form.errors[name]}
      inputRef={form.fieldRef(name)}
    />
  );
  return (
    <section className="admin-screen" aria-labelledby="admin-report-title">
      <h1 id="admin-report-title">{UI_TEXT.adminMenu.generateReport}</h1>
      {outcome ? <OutcomePanel outcome={outcome} /> : null}
      <Form className="admin-report-form" onSubmit={form.handleSubmit} validationBehavior="aria">
        <ReportTypeSelect value={form.values.typeId} onChange={(typeId) => form.setValue('typeId', typeId)} />
        <div className="admin-report-form__dates">
          {dateField('startDate', ADMIN_TEXT.report.startDate)}
          {dateField('endDate', ADMIN_TEXT.report.endDate)}
        </div>
        <p className="admin-report-form__zone">{zoneNote(timeZone)}</p>
        <Button type="submit" isPending={form.isSubmitting}>
          {ADMIN_TEXT.report.submit}
        </Button>
      </Form>
      <ReportHistory timeZone={timeZone} />
    </section>
  );
}
