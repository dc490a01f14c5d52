import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRole } from '../../../domain/admin-roles';
import { AdminRoleProvider } from './admin-role';
import { CardholderInfo } from './cardholder-info';

// Decision 0120: "reflected in the screens (what a role cannot do is not offered)".

const INFO = { customerNo: '7012340002', emailAddress: null, mobileNO: null, userID: 2 };

describe('the admin role in the screens', () => {
  afterEach(cleanup);

  it.each([
    ['viewer', false],
    ['support', true],
    ['reports', true],
    ['owner', true],
  ] as const)('a %s is offered Edit: %s', (role: AdminRole, offered) => {
    render(
      <AdminRoleProvider role={role}>
        <CardholderInfo campaignId={1} info={INFO} onUpdated={async () => {}} />
      </AdminRoleProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Edit' }) !== null).toBe(offered);
  });
});
