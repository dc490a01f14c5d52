import { type APIRequestContext, expect } from '@playwright/test';

// Outside production every SMS and e-mail lands in the dev outbox (docs/architecture.md §4), newest first.
interface OutboxMessage {
  readonly id: number;
  readonly to: string;
  readonly body: string;
}

// In English or, for a cardholder who chose it, Filipino (decision 0209).
const CODE_IN_TEXT = /verification code (?:is|ay) (\d{4})/;

async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const envelope = (await response.json()) as { data: OutboxMessage[] };
  return envelope.data;
}

/** The newest message id so far, to read only codes sent after it. */
export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  return (await outbox(request))[0]?.id ?? 0;
}

/** The one-time code of the first OTP message sent to `to` (or any of its addresses) after message `afterId`. */
export async function readOtp(
  request: APIRequestContext,
  to: string | readonly string[],
  afterId: number,
): Promise<string> {
  const addresses = typeof to === 'string' ? [to] : to;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const message = (await outbox(request)).find((entry) => entry.id > afterId && addresses.includes(entry.to));
      code = message?.body.match(CODE_IN_TEXT)?.[1];
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code as string;
}
