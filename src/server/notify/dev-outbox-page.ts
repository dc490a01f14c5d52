import type { OutboxMessage } from '../../contract/dev';
import { inlineHashSource } from '../platform/security';

// docs/architecture.md §4: outside production the outbox is readable as a simple page, so a demo can sign in
// without a phone. Server-rendered with every value escaped; no script (the app's CSP allows none inline).

const ESCAPES = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
} as const;

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character as keyof typeof ESCAPES]);

export const DEV_OUTBOX_PAGE_PATH = '/dev/outbox';

/** A push's recipient is a subscription's id, its body the payload the service worker shows (decision 0200). */
const CHANNEL_NAMES: Readonly<Record<OutboxMessage['channel'], string>> = { sms: 'SMS', email: 'E-mail', push: 'Push' };

/** Seconds between reloads when auto-refresh is on (opt-in: a page that reloads by itself is hard to read). */
const AUTO_REFRESH_SECONDS = 5;

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; background: #fff; line-height: 1.4; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
th, td { border: 1px solid #767676; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f0f0f0; }
td.body { white-space: pre-wrap; overflow-wrap: anywhere; }
a { color: #0645ad; }
a:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
`;

function messageRow(message: OutboxMessage): string {
  const cells = [
    `<td><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt)}</time></td>`,
    `<td>${CHANNEL_NAMES[message.channel]}</td>`,
    `<td>${escapeHtml(message.to)}</td>`,
    `<td>${message.subject === null ? '(no subject)' : escapeHtml(message.subject)}</td>`,
    `<td class="body">${escapeHtml(message.body)}</td>`,
  ];
  return `<tr>${cells.join('')}</tr>`;
}

function messageTable(messages: readonly OutboxMessage[]): string {
  if (messages.length === 0) return '<p>No messages yet.</p>';
  const heads = ['Time (UTC)', 'Channel', 'To', 'Subject', 'Message']
    .map((head) => `<th scope="col">${head}</th>`)
    .join('');
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  return `<table><caption>${count}, newest first</caption><thead><tr>${heads}</tr></thead><tbody>${messages
    .map(messageRow)
    .join('')}</tbody></table>`;
}

function refreshControls(autoRefresh: boolean): string {
  return autoRefresh
    ? `<p>This page reloads every ${AUTO_REFRESH_SECONDS} seconds. <a href="${DEV_OUTBOX_PAGE_PATH}">Stop auto-refresh</a></p>`
    : `<p><a href="${DEV_OUTBOX_PAGE_PATH}">Refresh</a> · <a href="${DEV_OUTBOX_PAGE_PATH}?refresh=on">Refresh every ${AUTO_REFRESH_SECONDS} seconds</a></p>`;
}

/**
 * The page's own CSP (decision 0107): no script, its one <style> by hash, links and the refresh to itself only.
 */
export const DEV_OUTBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${inlineHashSource(STYLE)}`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function renderDevOutboxPage(messages: readonly OutboxMessage[], autoRefresh: boolean): string {
  const refresh = autoRefresh ? `<meta http-equiv="refresh" content="${AUTO_REFRESH_SECONDS}">` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh}<title>Dev outbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Dev outbox</h1>
<p>Every SMS and e-mail the server sends, as written to the outbox: read one-time codes here. This page exists only outside production.</p>
${refreshControls(autoRefresh)}
${messageTable(messages)}
</main>
</body>
</html>
`;
}
