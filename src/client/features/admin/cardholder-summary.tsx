import { useQuery } from '@tanstack/react-query';
import type { AdminCardholderSummary } from '../../../contract/admin-paged';
import { fillTemplate } from '../../../domain/messages';
import { formatPeso, pesosToCentavos } from '../../../domain/money';
import { formatDateOrNone } from './admin-dates';
import { AdminQueryWaiting } from './admin-failure-panel';
import { ADMIN_TEXT } from './admin-texts';
import { adminSummaryQueryOptions } from './api/cardholder-activity';

// Decision 0234: what an operator asks first, at the top of the cardholder page, worked out by the server from the
// promo state the cardholder's own screens show, so the two sides never disagree.

const text = ADMIN_TEXT.summary;
const none = ADMIN_TEXT.cardholder.none;
const peso = (pesos: number) => formatPeso(pesosToCentavos(pesos));

function facts(summary: AdminCardholderSummary, timeZone: string): readonly (readonly [string, string])[] {
  const { tierReached, tierClaimed, credits } = summary;
  const expiry = formatDateOrNone(credits.expiry, timeZone, none);
  return [
    [text.promoCode, summary.promoCode],
    [text.status, text.statuses[summary.status]],
    [text.registeredAt, formatDateOrNone(summary.registeredAt, timeZone, none)],
    [text.qualifiedSpend, peso(summary.qualifiedSpend)],
    [
      text.tierReached,
      tierReached === null
        ? text.noTier
        : fillTemplate(text.tierReachedValue, {
            threshold: peso(tierReached.threshold),
            reward: peso(tierReached.reward),
          }),
    ],
    [
      text.tierClaimed,
      tierClaimed === null ? text.notClaimed : fillTemplate(text.tierClaimedValue, { reward: peso(tierClaimed) }),
    ],
    [text.credits, peso(credits.balance)],
    [text.creditsExpiry, credits.expired ? fillTemplate(text.creditsExpired, { date: expiry }) : expiry],
  ];
}

export function CardholderSummary({ token, timeZone }: { readonly token: string; readonly timeZone: string }) {
  const summary = useQuery(adminSummaryQueryOptions(token));
  const body = () => {
    if (!summary.isSuccess) return <AdminQueryWaiting query={summary} />;
    return (
      <dl className="admin-facts admin-summary">
        {facts(summary.data, timeZone).map(([label, value]) => (
          <div key={label} className="admin-facts__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="admin-facts__item admin-summary__rounds">
          <dt>{text.bonusRounds}</dt>
          <dd>
            <ul className="admin-summary__round-list">
              {summary.data.bonusRounds.map((round) => (
                <li key={round.kind} data-standing={round.standing}>
                  {text.rounds[round.kind]}: {text.standings[round.standing]}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-summary-title">
      <h2 id="admin-summary-title">{text.heading}</h2>
      {body()}
    </section>
  );
}
