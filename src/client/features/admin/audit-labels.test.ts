import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../contract/admin-accounts';
import { auditActionLabel, auditDetailLines } from './audit-labels';

describe('audit labels (decision 0225: the trail in words)', () => {
  it('every action the server records has a label of its own, none of them a raw id', () => {
    const labels = AUDIT_ACTIONS.map(auditActionLabel);
    expect(labels.filter((label, index) => label === AUDIT_ACTIONS[index])).toEqual([]);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  });

  it('a refused sign-in reads its reason in words', () => {
    expect(auditDetailLines({ reason: 'second-factor-replayed' })).toEqual([
      { label: 'Reason', value: 'Authenticator code already used' },
    ]);
    expect(auditDetailLines({ reason: 'disabled' })).toEqual([{ label: 'Reason', value: 'Account disabled' }]);
  });

  it('lines follow the catalogue order whatever order the database kept: Before, then After', () => {
    expect(auditDetailLines({ after: 'viewer', before: 'support', admin: 'a@demo.local', dir: 'desc' })).toEqual([
      { label: 'Admin', value: 'a@demo.local' },
      { label: 'Before', value: 'support' },
      { label: 'After', value: 'viewer' },
      { label: 'Order', value: 'Descending' },
    ]);
  });

  it('fields become label: value lines: booleans in words, nested values flattened, unknown keys spaced', () => {
    expect(
      auditDetailLines({
        admin: 'a@demo.local',
        found: false,
        before: { emailAddress: 'x@y.z', mobileNO: null },
        searchedBy: 'mobile',
        someNewField: 3,
      }),
    ).toEqual([
      { label: 'Admin', value: 'a@demo.local' },
      { label: 'Before', value: 'Email address x@y.z, Mobile number —' },
      { label: 'Searched by', value: 'mobile' },
      { label: 'Found', value: 'No' },
      { label: 'Some new field', value: '3' },
    ]);
  });
});
