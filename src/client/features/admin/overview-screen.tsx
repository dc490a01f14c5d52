import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import type { AdminOverview } from '../../../contract/admin-overview';
import { fillTemplate } from '../../../domain/messages';
import { Button } from '../../ui/button';
import { AdminQueryWaiting } from './admin-failure-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import { AnalyticsCounts } from './analytics-counts';
import { adminOverviewQueryOptions, type OverviewRange } from './api/admin-overview';
import { CountChart, ReachedChart } from './overview-chart';
import { bandRows, bandTick, bonusRows, pesoWhole, registrationRows, shortDay, tierRows } from './overview-figures';

// Decision 0140: the campaign at a glance, on the admin's landing page for every role that may view. Loaded
// only there (React.lazy in the dashboard route), so its chart library never reaches a cardholder's first view.

const text = ADMIN_TEXT.overview;
const COUNT = new Intl.NumberFormat('en-PH');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function RangeForm({
  range,
  onApply,
}: {
  readonly range: AdminOverview['range'];
  readonly onApply: (range: OverviewRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  return (
    <Form
      className="admin-overview__range"
      aria-label={text.rangeLegend}
      onSubmit={(event) => {
        event.preventDefault();
        if (DAY.test(from) && DAY.test(to)) onApply(from <= to ? { from, to } : { from: to, to: from });
      }}
    >
      <AdminTextField name="from" label={text.from} value={from} onChange={setFrom} maxLength={10} />
      <AdminTextField name="to" label={text.to} value={to} onChange={setTo} maxLength={10} />
      <Button type="submit" variant="secondary">
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
          tickOf={shortDay}
        />
        <CountChart
          id="overview-bands"
          title={text.spendBands}
          labelColumn={text.band}
          countColumn={text.cardholdersColumn}
          rows={bandRows(overview)}
          tickOf={(label) => bandTick(label, overview.spendBands)}
        />
        <ReachedChart id="overview-tiers" title={text.tiers} labelColumn={text.tier} rows={tierRows(overview)} />
        <ReachedChart
          id="overview-bonus"
          title={text.bonusRounds}
          labelColumn={text.round}
          rows={bonusRows(overview)}
          tickOf={(label) => text.roundTicks[label] ?? label}
        />
      </div>
    </>
  );
}

export default function OverviewScreen() {
  const [range, setRange] = useState<OverviewRange>({});
  const overview = useQuery({ ...adminOverviewQueryOptions(range), placeholderData: keepPreviousData });
  const body = () => {
    if (!overview.isSuccess) return <AdminQueryWaiting query={overview} />;
    const { data } = overview;
    return (
      <>
        <div className="admin-overview__head">
          <p className="admin-overview__note">
            {fillTemplate(text.rangeNote, { from: data.range.from, to: data.range.to, today: data.range.today })}
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
