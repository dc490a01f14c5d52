import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { z } from 'zod/mini';
import { type AdminOverview, OVERVIEW_MAX_DAYS } from '../../../contract/admin-overview';
import { dayRangeChecks } from '../../../contract/day-range';
import { formatDayKey } from '../../../domain/dates';
import { fillTemplate } from '../../../domain/messages';
import { requiredMessage } from '../../../domain/validation';
import { useForm } from '../../lib/use-form';
import { usePageConfig } from '../../page-config/use-page-config';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminDateField } from './admin-date-field';
import { zoneNote } from './admin-dates';
import { AdminQueryWaiting } from './admin-failure-panel';
import { ADMIN_TEXT } from './admin-texts';
import { AnalyticsCounts } from './analytics-counts';
import { refusedFields } from './api/admin-call';
import { adminOverviewQueryOptions, type OverviewRange } from './api/admin-overview';
import { CountChart, ReachedChart } from './overview-chart';
import { bandRows, bandTick, bonusRows, dayTick, pesoWhole, registrationRows, tierRows } from './overview-figures';

// Decision 0140: the campaign at a glance, on the admin's landing page for every role that may view. Loaded
// only there (React.lazy in the dashboard route), so its chart library never reaches a cardholder's first view.

const text = ADMIN_TEXT.overview;
const COUNT = new Intl.NumberFormat('en-PH');

const requiredDay = (label: string) => z.string().check(z.minLength(1, { error: requiredMessage(label) }));

/**
 * Decision 0217: both days required (a date not fully entered is ''), and the server's own range rule and words
 * (in order, at most 366 days: the contract's `dayRangeChecks`), each beside the day it names.
 */
const RangeFormSchema = z
  .object({ from: requiredDay(text.from), to: requiredDay(text.to) })
  .check(...dayRangeChecks('from', 'to', OVERVIEW_MAX_DAYS));

function RangeForm({
  range,
  onApply,
}: {
  readonly range: AdminOverview['range'];
  readonly onApply: (range: OverviewRange) => void;
}) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<readonly string[]>([]);
  const form = useForm({
    schema: RangeFormSchema,
    initialValues: { from: range.from, to: range.to },
    onSubmit: async ({ from, to }: { from: string; to: string }): Promise<void> => {
      setRefusal([]);
      // The range is asked for before it is shown: a range the server refuses stays out of the screen's query, so
      // the form and the figures stay and Retry never repeats it; its words go beside the days they name.
      try {
        await queryClient.fetchQuery(adminOverviewQueryOptions({ from, to }));
      } catch (error) {
        const refused = refusedFields(error);
        if (refused) {
          form.setErrors({ from: refused.fields.from, to: refused.fields.to });
          return setRefusal(refused.other);
        }
      }
      onApply({ from, to });
    },
  });
  const dateField = (name: 'from' | 'to', label: string) => (
    <AdminDateField
      label={label}
      value={form.values[name]}
      onChange={(value) => form.setValue(name, value)}
      errorMessage={form.errors[name]}
      inputRef={form.fieldRef(name)}
    />
  );
  return (
    <Form
      className="admin-overview__range"
      aria-label={text.rangeLegend}
      onSubmit={form.handleSubmit}
      validationBehavior="aria"
    >
      {refusal.length > 0 ? <FeedbackPanel tone="error" title={refusal.join(' ')} /> : null}
      {dateField('from', text.from)}
      {dateField('to', text.to)}
      <Button type="submit" variant="secondary" isPending={form.isSubmitting}>
        {text.apply}
      </Button>
    </Form>
  );
}

function Facts({
  id,
  title,
  facts,
}: {
  readonly id: string;
  readonly title: string;
  readonly facts: readonly [string, string][];
}) {
  return (
    <section className="admin-overview__tile" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl className="admin-overview__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="admin-overview__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Figures({ overview }: { readonly overview: AdminOverview }) {
  const { cardholders, egcs, credits, messages } = overview;
  const count = (value: number) => COUNT.format(value);
  return (
    <>
      <div className="admin-overview__tiles">
        <Facts
          id="overview-cardholders"
          title={text.cardholders}
          facts={[
            [text.states.registered, count(cardholders.registered)],
            [text.states.pending, count(cardholders.pending)],
            [text.states.blocked, count(cardholders.blocked)],
            [text.states.issued, count(cardholders.issued)],
          ]}
        />
        <Facts
          id="overview-egcs"
          title={text.egcs}
          facts={[
            [text.egcFacts.issued, count(egcs.issued)],
            [text.egcFacts.active, count(egcs.active)],
            [text.egcFacts.used, count(egcs.used)],
            [text.egcFacts.expired, count(egcs.expired)],
            [text.egcFacts.outstanding, pesoWhole(egcs.outstandingValue)],
          ]}
        />
        <Facts
          id="overview-credits"
          title={text.credits}
          facts={[
            [text.creditFacts.unclaimed, pesoWhole(credits.unclaimedValue)],
            [text.creditFacts.unclaimedHolders, count(credits.unclaimedCardholders)],
            [text.creditFacts.expiring, pesoWhole(credits.expiringValue)],
            [text.creditFacts.expiringHolders, count(credits.expiringCardholders)],
          ]}
        />
        <Facts
          id="overview-messages"
          title={text.messages}
          facts={[
            [text.messageFacts.sent, count(messages.sent)],
            [text.messageFacts.retrying, count(messages.retrying)],
            [text.messageFacts.failed, count(messages.failed)],
            [text.messageFacts.waiting, count(messages.waiting)],
          ]}
        />
      </div>
      <div className="admin-overview__charts">
        <CountChart
          id="overview-registrations"
          title={text.registrations}
          labelColumn={text.day}
          countColumn={text.registrationsColumn}
          rows={registrationRows(overview)}
          tickOf={dayTick}
        />
        <CountChart
          id="overview-bands"
          title={text.spendBands}
          labelColumn={text.band}
          countColumn={text.cardholdersColumn}
          rows={bandRows(overview)}
          tickOf={(label) => bandTick(label, overview.spendBands)}
        />
        <ReachedChart
          id="overview-tiers"
          title={text.tiers}
          labelColumn={text.tier}
          valueTitle={text.cardholdersColumn}
          rows={tierRows(overview)}
        />
        <ReachedChart
          id="overview-bonus"
          title={text.bonusRounds}
          labelColumn={text.round}
          valueTitle={text.cardholdersColumn}
          rows={bonusRows(overview)}
          tickOf={(label) => text.roundTicks[label] ?? label}
        />
      </div>
    </>
  );
}

export default function OverviewScreen() {
  const { config } = usePageConfig();
  const [range, setRange] = useState<OverviewRange>({});
  const overview = useQuery({ ...adminOverviewQueryOptions(range), placeholderData: keepPreviousData });
  const body = () => {
    if (!overview.isSuccess) return <AdminQueryWaiting query={overview} />;
    const { data } = overview;
    return (
      <>
        <div className="admin-overview__head">
          <p className="admin-overview__note">
            {fillTemplate(text.rangeNote, {
              from: formatDayKey(data.range.from),
              to: formatDayKey(data.range.to),
              today: formatDayKey(data.range.today),
            })}{' '}
            {zoneNote(config.timeZone)}
          </p>
          <RangeForm key={`${data.range.from}/${data.range.to}`} range={data.range} onApply={setRange} />
        </div>
        <Figures overview={data} />
      </>
    );
  };
  return (
    <>
      <section className="admin-panel admin-overview" aria-labelledby="admin-overview-title">
        <h2 id="admin-overview-title">{text.heading}</h2>
        {body()}
      </section>
      <AnalyticsCounts />
    </>
  );
}
