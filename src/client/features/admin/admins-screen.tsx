import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import type { AdminListEntry } from '../../../contract/admin-accounts';
import { ADMIN_ROLES, type AdminRole } from '../../../domain/admin-roles';
import { fillTemplate } from '../../../domain/messages';
import { HttpError } from '../../lib/api';
import { type ServerFieldErrors, serverFieldErrors } from '../../lib/server-field-errors';
import { Button } from '../../ui/button';
import { FeedbackPanel } from '../../ui/feedback-panel';
import { ModalDialog } from '../../ui/modal-dialog';
import { AdminFailurePanel, AdminQueryWaiting } from './admin-failure-panel';
import { AdminTextField } from './admin-text-field';
import { ADMIN_TEXT } from './admin-texts';
import {
  type AdminChange,
  adminAccountKeys,
  adminListQueryOptions,
  changeAdmin,
  createAdmin,
} from './api/admin-accounts';
import { type AdminFailure, adminFailure } from './api/admin-call';

// Decision 0120: owners manage admins: add one with a role, change a role, disable or enable, reset a second
// factor. Decision 0224: each of those asks first, in a dialog that names the change, and the owner's own row (the
// list marks it) offers none, as the server refuses them. Decision 0184: adding an admin, resetting a second factor
// or asking for a new link shows the one-time enrolment link once, to hand to that admin.

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

/** Decision 0184: the link, once, with what it is and how long it works, and a button that copies it. */
function EnrolmentLink({ email, link }: { readonly email: string; readonly link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="admin-enrolment-link" aria-labelledby="admin-enrolment-link-title">
      <h3 id="admin-enrolment-link-title">{fillTemplate(text.linkHeading, { email })}</h3>
      <p>{text.linkIntro}</p>
      <p className="admin-enrolment-link__value">
        <code data-testid="enrolment-link">{link}</code>
      </p>
      <div className="form-actions">
        <Button
          variant="secondary"
          onPress={() =>
            navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {text.copyLink}
        </Button>
        <span role="status" className="admin-enrolment-link__copied">
          {copied ? text.copied : ''}
        </span>
      </div>
    </section>
  );
}

function AdminRow({ admin, onChange }: { admin: AdminListEntry; onChange: (change: AdminChange) => void }) {
  if (admin.you) {
    return (
      <tr>
        <th scope="row">{admin.email}</th>
        <td>{text.roleNames[admin.role]}</td>
        <td>{admin.disabled ? text.disabled : text.active}</td>
        <td>{admin.secondFactorEnrolled ? text.enrolled : text.notEnrolled}</td>
        <td className="admin-admins__actions">{text.yourAccount}</td>
      </tr>
    );
  }
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
        <Button
          variant="secondary"
          aria-label={`${admin.disabled ? text.enable : text.disable} ${admin.email}`}
          onPress={() => onChange({ change: admin.disabled ? 'enable' : 'disable' })}
        >
          {admin.disabled ? text.enable : text.disable}
        </Button>
        {admin.secondFactorEnrolled ? (
          <Button
            variant="secondary"
            aria-label={`${text.resetFactor} ${admin.email}`}
            onPress={() => onChange({ change: 'reset-second-factor' })}
          >
            {text.resetFactor}
          </Button>
        ) : (
          <Button
            variant="secondary"
            aria-label={`${text.newLink} ${admin.email}`}
            onPress={() => onChange({ change: 'enrolment-link' })}
          >
            {text.newLink}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Decision 0224: what the dialog asks, what its button says and what the notice says once done, for a change. */
function confirmationOf(email: string, change: AdminChange) {
  const words = text.confirm;
  switch (change.change) {
    case 'role':
      return {
        question: fillTemplate(words.roleQuestion, { email, role: text.roleWithArticle[change.role] }),
        body: words.roleBody,
        action: fillTemplate(words.roleAction, { role: text.roleNames[change.role] }),
        done: fillTemplate(words.roleDone, { email, role: text.roleWithArticle[change.role] }),
      };
    case 'disable':
      return {
        question: fillTemplate(words.disableQuestion, { email }),
        body: words.disableBody,
        action: text.disable,
        done: fillTemplate(words.disableDone, { email }),
      };
    case 'enable':
      return {
        question: fillTemplate(words.enableQuestion, { email }),
        body: words.enableBody,
        action: text.enable,
        done: fillTemplate(words.enableDone, { email }),
      };
    case 'reset-second-factor':
      return {
        question: fillTemplate(words.resetQuestion, { email }),
        body: words.resetBody,
        action: text.resetFactor,
        done: fillTemplate(words.resetDone, { email }),
      };
    case 'enrolment-link':
      return null;
  }
}

interface Asked {
  readonly admin: AdminListEntry;
  readonly change: AdminChange;
}

function ConfirmChange({
  asked,
  onAnswer,
}: {
  readonly asked: Asked | null;
  readonly onAnswer: (confirmed: boolean) => void;
}) {
  const words = asked ? confirmationOf(asked.admin.email, asked.change) : null;
  return (
    <ModalDialog
      isOpen={words !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onAnswer(false);
      }}
      title={words?.question ?? ''}
      role="alertdialog"
    >
      <p>{words?.body}</p>
      <div className="dialog__actions">
        <Button variant="secondary" onPress={() => onAnswer(false)}>
          {text.confirm.cancel}
        </Button>
        <Button onPress={() => onAnswer(true)}>{words?.action ?? ''}</Button>
      </div>
    </ModalDialog>
  );
}

function CreateAdminForm({ onCreated }: { onCreated: (email: string, link: string | null) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>('viewer');
  // The server's 400 beside each field it names; any other failure above the form. The form is kept.
  const [refused, setRefused] = useState<ServerFieldErrors | null>(null);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  return (
    <Form
      className="admin-admins__create"
      validationBehavior="aria"
      onSubmit={async (event) => {
        event.preventDefault();
        setRefused(null);
        setFailure(null);
        let created: Awaited<ReturnType<typeof createAdmin>>;
        try {
          created = await createAdmin({ email, password, role });
        } catch (error) {
          if (error instanceof HttpError && error.httpStatus === 400 && error.status?.message) {
            return setRefused(serverFieldErrors(error.status.message));
          }
          return setFailure(adminFailure(error));
        }
        const link = 'enrolmentLink' in created ? created.enrolmentLink : null;
        await onCreated(email, link);
        if (link !== null) {
          setEmail('');
          setPassword('');
        }
      }}
    >
      <h3>{text.createHeading}</h3>
      {failure ? <AdminFailurePanel failure={failure} /> : null}
      {refused && refused.other.length > 0 ? (
        <FeedbackPanel tone="error" title={refused.other.join(' ')} body={null} />
      ) : null}
      <AdminTextField
        name="email"
        label={text.email}
        type="email"
        isRequired
        value={email}
        onChange={setEmail}
        errorMessage={refused?.fields.email}
      />
      <AdminTextField
        name="password"
        label={text.password}
        type="password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={setPassword}
        errorMessage={refused?.fields.password}
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
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.admins });
  const [asked, setAsked] = useState<Asked | null>(null);
  const apply = async (admin: AdminListEntry, change: AdminChange) => {
    setLink(null);
    try {
      const enrolmentLink = await changeAdmin(admin.id, change);
      setNotice({ tone: 'success', text: confirmationOf(admin.email, change)?.done ?? text.changed });
      if (enrolmentLink !== null) setLink({ email: admin.email, link: enrolmentLink });
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
            <AdminRow
              key={admin.id}
              admin={admin}
              onChange={(change) =>
                confirmationOf(admin.email, change) === null ? apply(admin, change) : setAsked({ admin, change })
              }
            />
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="admin-admins-title">
      <h2 id="admin-admins-title">{text.heading}</h2>
      {notice ? <FeedbackPanel tone={notice.tone} title={notice.text} body={null} /> : null}
      {link ? <EnrolmentLink email={link.email} link={link.link} /> : null}
      {body()}
      <ConfirmChange
        asked={asked}
        onAnswer={(confirmed) => {
          const answered = asked;
          setAsked(null);
          if (confirmed && answered) void apply(answered.admin, answered.change);
        }}
      />
      <CreateAdminForm
        onCreated={async (email, enrolmentLink) => {
          setNotice(
            enrolmentLink === null ? { tone: 'error', text: text.taken } : { tone: 'success', text: text.created },
          );
          setLink(enrolmentLink === null ? null : { email, link: enrolmentLink });
          await refresh();
        }}
      />
    </section>
  );
}
