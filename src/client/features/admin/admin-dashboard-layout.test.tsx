import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { callsTo, routeFetch } from '../../testing/stub-fetch';
import { AdminDashboardLayout } from './admin-dashboard-layout';
import { AdminRoleProvider } from './admin-role';
import { CONTACT_CHANGE, OWN_HELD_RESEND } from './testing/pending-approvals';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminDashboardLayout (spec §2 /admin-dashboard)', () => {
  it("spec §2 'Menu with Search Cardholder and Generate Report', both keeping the flag", async () => {
    await renderWithRouter(() => <AdminDashboardLayout onBack={null}>screen</AdminDashboardLayout>);
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(menu.querySelector('a[href="/admin-dashboard?flag=true"]')?.textContent).toBe('Search Cardholder');
    expect(menu.querySelector('a[href="/admin-dashboard/report?flag=true"]')?.textContent).toBe('Generate Report');
  });

  it.each([
    ['owner', true],
    ['reports', false],
    ['viewer', false],
  ] as const)('decision 0144: a %s is offered Import Transactions: %s', async (role, offered) => {
    await renderWithRouter(() => (
      <AdminRoleProvider role={role}>
        <AdminDashboardLayout onBack={null}>screen</AdminDashboardLayout>
      </AdminRoleProvider>
    ));
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const link = menu.querySelector('a[href="/admin-dashboard/import?flag=true"]');
    expect(link?.textContent ?? null).toBe(offered ? 'Import Transactions' : null);
  });

  it.each([
    ['owner', true],
    ['reports', false],
    ['support', false],
  ] as const)('decision 0187: a %s is offered Approvals, with how many wait: %s', async (role, offered) => {
    const fetch = routeFetch({
      '/api/admin/approvals': { statusId: 0, data: [CONTACT_CHANGE, OWN_HELD_RESEND] },
    });
    await renderWithRouter(() => (
      <AdminRoleProvider role={role}>
        <AdminDashboardLayout onBack={null}>screen</AdminDashboardLayout>
      </AdminRoleProvider>
    ));
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    if (offered) {
      expect(await within(menu).findByRole('link', { name: 'Approvals (2)' })).toBeTruthy();
    } else {
      expect(within(menu).queryByRole('link', { name: /Approvals/ })).toBeNull();
      expect(callsTo(fetch, '/api/admin/approvals')).toEqual([]);
    }
  });

  it("spec §2 'a back button', where there is somewhere to go back to", async () => {
    const onBack = vi.fn();
    await renderWithRouter(() => <AdminDashboardLayout onBack={onBack}>screen</AdminDashboardLayout>);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    cleanup();
    await renderWithRouter(() => <AdminDashboardLayout onBack={null}>screen</AdminDashboardLayout>);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it("spec §4 'An admin logout returns to the admin page', the cache cleared", async () => {
    const fetch = routeFetch({
      '/api/account/logoff': { statusId: 0 },
      '/api/admin/approvals': { statusId: 0, data: [] },
    });
    const { queryClient } = await renderWithRouter(() => (
      <AdminDashboardLayout onBack={null}>screen</AdminDashboardLayout>
    ));
    queryClient.setQueryData(['admin', 'lookup'], { kind: 'notFound' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(fetch.mock.calls.map((call) => String(call[0]))).toContain('/api/account/logoff');
    expect((await screen.findByTestId('landing')).textContent).toBe('admin /admin');
    expect(queryClient.getQueryData(['admin', 'lookup'])).toBeUndefined();
  });

  it('spec §4: a logout answered with another id stays and shows the error built from it', async () => {
    routeFetch({ '/api/account/logoff': { statusId: 4 }, '/api/admin/approvals': { statusId: 0, data: [] } });
    await renderWithRouter(() => <AdminDashboardLayout onBack={null}>screen</AdminDashboardLayout>);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
  });

  it('a failed logout stays and shows the error', async () => {
    routeFetch({ '/api/account/logoff': { httpStatus: 500 }, '/api/admin/approvals': { statusId: 0, data: [] } });
    await renderWithRouter(() => <AdminDashboardLayout onBack={null}>screen</AdminDashboardLayout>);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
    expect(screen.queryByTestId('landing')).toBeNull();
  });
});
