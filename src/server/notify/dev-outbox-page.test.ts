import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../contract/dev';
import { escapeHtml, renderDevOutboxPage } from './dev-outbox-page';

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 1,
  channel: 'sms',
  to: '09171234567',
  subject: null,
  body: 'Code 1234',
  createdAt: '2026-11-21T04:00:00.000Z',
  ...overrides,
});

describe('the dev outbox page', () => {
  it.each([
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['&', '&amp;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
    ['plain', 'plain'],
  ])('escapes %s as %s', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });

  it('escaped text never holds a character that opens markup or an attribute', () => {
    fc.assert(fc.property(fc.string(), (text) => !/[<>"']/.test(escapeHtml(text))));
  });

  it('escaping loses nothing: undoing the entities gives the text back', () => {
    const decodeEntities = (html: string) =>
      html
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&');
    fc.assert(fc.property(fc.string(), (text) => decodeEntities(escapeHtml(text)) === text));
  });

  it('with no message, says so instead of an empty table', () => {
    const html = renderDevOutboxPage([], false);
    expect(html).toContain('<p>No messages yet.</p>');
    expect(html).not.toContain('<table>');
  });

  it.each([
    [[message()], '1 message, newest first'],
    [[message(), message({ id: 2 })], '2 messages, newest first'],
  ])('captions the table with the count', (messages, caption) => {
    expect(renderDevOutboxPage(messages, false)).toContain(`<caption>${caption}</caption>`);
  });

  it('names the channel and shows a missing subject as text', () => {
    const html = renderDevOutboxPage([message(), message({ id: 2, channel: 'email', subject: 'S' })], false);
    expect(html).toContain('<td>SMS</td>');
    expect(html).toContain('<td>E-mail</td>');
    expect(html).toContain('<td>(no subject)</td>');
    expect(html).toContain('<time datetime="2026-11-21T04:00:00.000Z">');
  });
});
