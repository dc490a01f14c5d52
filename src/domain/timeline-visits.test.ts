import { describe, expect, it } from 'vitest';
import { ADMIN_VISIT_GAP_MS, collapseVisits } from './timeline-visits';

// Decision 0236: an admin's views of an account, once per visit.

interface Event {
  readonly at: string;
  readonly actorName: string | null;
  readonly kind: string;
}

const T0 = Date.parse('2026-11-28T02:00:00Z');
const at = (minutes: number) => new Date(T0 - minutes * 60_000).toISOString();
const view = (minutes: number, admin = 'a@bank'): Event => ({ at: at(minutes), actorName: admin, kind: 'view' });
const other = (minutes: number): Event => ({ at: at(minutes), actorName: null, kind: 'sign-in' });

const collapse = (events: readonly Event[]) =>
  collapseVisits(
    events,
    (event) => event.kind === 'view',
    (views) => ({ ...views[0], kind: `visit of ${views.length}` }),
  ).map((event) => `${event.kind}@${(T0 - Date.parse(event.at)) / 60_000}`);

describe('collapseVisits (decision 0236)', () => {
  it.each([
    ['six views of one look are one visit, at its newest', [0, 0, 1, 1, 2, 2].map((m) => view(m)), ['visit of 6@0']],
    ['a lone view stays as it is', [view(5)], ['view@5']],
    ['views 29 minutes apart are one visit', [view(0), view(29)], ['visit of 2@0']],
    ['views 30 minutes apart are two visits', [view(0), view(30)], ['view@0', 'view@30']],
    [
      'a chain of views each within the gap is one visit, however long',
      [view(0), view(20), view(40), view(60)],
      ['visit of 4@0'],
    ],
    ['two admins are two visits', [view(0), view(1, 'b@bank')], ['view@0', 'view@1']],
    ['anything else between views ends the visit', [view(0), other(1), view(2)], ['view@0', 'sign-in@1', 'view@2']],
    ['no events, none', [], []],
  ])('%s', (_rule, events, expected) => {
    expect(collapse(events)).toEqual(expected);
  });

  it('the gap is half an hour', () => {
    expect(ADMIN_VISIT_GAP_MS).toBe(30 * 60_000);
  });
});
