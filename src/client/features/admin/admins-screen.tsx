import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import type { AdminAccountView } from '../../../contract/admin-accounts';
import { ADMIN_ROLES, type AdminRole } from '../../../domain/admin-roles';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { AdminQueryWaiting } from './admin-failure-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import {
  type AdminChange,
  adminAccountKeys,
  adminListQueryOptions,
  changeAdmin,
  createAdmin,
} from './api/admin-accounts';

// Decision 0120: owners manage admins: add one with a role, change a role, disable or enable, reset a second
// factor. The server refuses an owner's changes to their own account; the screen sends them anyway and shows
// the refusal (it cannot tell which row is the signed-in owner's).

const text = ADMIN_TEXT.admins;

function RoleSelect({
  value,
  onChange,
  label,
}: {
  value: AdminRole;
  onChange: (role: AdminRole) => void;
  label: string;
}) {
  return (
    <select
      className="field__input"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as AdminRole)}
    >
      {ADMIN_ROLES.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </select>
  );
}

function AdminRow({ admin, onChange }: { admin: AdminAccountView; onChange: (change: AdminChange) => void }) {
  return (
    <tr>
      <th scope="row">{admin.email}</th>
      <td>
        <RoleSelect
          label={`${text.role} ${admin.email}`}
          value={admin.role}
          onChange={(role) => onChange({ change: 'role', role })}
        />
      </td>
      <td>{admin.disabled ? text.disabled : text.active}</td>
      <td>{admin.secondFactorEnrolled ? text.enrolled : text.notEnrolled}</td>
      <td className="admin-admins__actions">
        <Button variant="secondary" onPress={() => onChange({ change: admin.disabled ? 'enable' : 'disable' })}>
          {admin.disabled ? text.enable : text.disable}
        </Button>
        <Button variant="secondary" onPress={() => onChange({ change: 'reset-second-factor' })}>
          {text.resetFactor}
        </Button>
      </td>
    </tr>
  );
}

function CreateAdminForm({ onCreated }: { onCreated: (taken: boolean) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>('viewer');
  return (
    <Form
      className="admin-admins__create"
      onSubmit={async (event) => {
        event.preventDefault();
        const refused = await createAdmin({ email, password, role });
        await onCreated(refused !== null);
        if (refused === null) {
          setEmail('');
          setPassword('');
        }
      }}
    >
      <h3>{text.createHeading}</h3>
      <AdminTextField name="email" label={text.email} type="email" isRequired value={email} onChange={setEmail} />
      <AdminTextField
        name="password"
        label={text.password}
        type="password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={setPassword}
      />
      <RoleSelect label={text.role} value={role} onChange={setRole} />
      <div className="form-actions">
        <Button type="submit">{text.create}</Button>
      </div>
    </Form>
  );
}

export function AdminsScreen() {
  const queryClient = useQueryClient();
  const admins = useQuery(adminListQueryOptions());
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.admins });
  const onChange = async (adminId: number, change: AdminChange) => {
    try {
      await changeAdmin(adminId, change);
      setNotice({ tone: 'success', text: text.changed });
    } catch {
      setNotice({ tone: 'error', text: text.refused });
    }
    await refresh();
  };
  const body = () => {
    if (!admins.isSuccess) return <AdminQueryWaiting query={admins} />;
    return (
      <table className="admin-table admin-table--static">
        <caption className="visually-hidden">{text.heading}</caption>
        <thead>
          <tr>
            <th scope="col">{text.email}</th>
            <th scope="col">{text.role}</th>
            <th scope="col">{text.status}</th>
            <th scope="col">{text.secondFactor}</th>
            <th scope="col">
              <span className="visually-hidden">{text.status}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {admins.data.map((admin) => (
            <AdminRow key={admin.id} admin={admin} onChange={(change) => onChange(admin.id, change)} />
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-admins-title">
      <h2 id="admin-admins-title">{text.heading}</h2>
      {notice ? <FeedbackPanel tone={notice.tone} title={notice.text} body={null} /> : null}
      {body()}
      <CreateAdminForm
        onCreated={async (taken) => {
          setNotice(taken ? { tone: 'error', text: text.taken } : { tone: 'success', text: text.created });
          await refresh();
        }}
      />
    </section>
  );
}
