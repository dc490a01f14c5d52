import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

// Tests and benchmarks only: an SMS gateway's webhook on a local port, as SMS_WEBHOOK_URL expects (a JSON POST
// `{ messageId, idempotencyKey, to, body }` with an `Idempotency-Key` header, any 2xx a delivery). An SMS counts as
// received when its answer is written: a sender that went away before that delivered nothing.

interface ReceivedSms {
  readonly messageId: number;
  readonly to: string;
  readonly body: string;
  /** The `Idempotency-Key` header it came with (decision 0154). */
  readonly key: string | undefined;
  /** performance.now() when it was taken. */
  readonly at: number;
}

export interface SmsWebhookTestServer {
  readonly url: string;
  readonly received: readonly ReceivedSms[];
  /** While true, answers are held back (the sender waits); `release()` answers the held ones. */
  holdAnswers: boolean;
  /** While true, the gateway is down: every request is answered 503 and nothing is received. */
  unavailable: boolean;
  /** Requests answered 503 while unavailable. */
  readonly refused: number;
  /** Requests waiting for their answer. */
  readonly held: number;
  /** The message ids of the requests waiting for their answer whose sender is still connected. */
  readonly heldMessageIds: readonly number[];
  release(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSmsWebhookTestServer(): Promise<SmsWebhookTestServer> {
  const received: ReceivedSms[] = [];
  const held: { response: ServerResponse; sms: Omit<ReceivedSms, 'at'> }[] = [];
  let refused = 0;
  const accept = (response: ServerResponse, sms: Omit<ReceivedSms, 'at'>) => {
    if (response.destroyed || response.socket?.destroyed) return;
    received.push({ ...sms, at: performance.now() });
    response.writeHead(202).end();
  };
  const server = createServer((request, response) => {
    readBody(request).then(
      (text) => {
        if (handle.unavailable) {
          refused += 1;
          response.writeHead(503).end();
          return;
        }
        const key = request.headers['idempotency-key'];
        const sms = { ...(JSON.parse(text) as Omit<ReceivedSms, 'at' | 'key'>), key: key?.toString() };
        if (handle.holdAnswers) held.push({ response, sms });
        else accept(response, sms);
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('SMS test server has no port');
  const handle: SmsWebhookTestServer = {
    url: `http://127.0.0.1:${address.port}/sms`,
    received,
    holdAnswers: false,
    unavailable: false,
    get refused() {
      return refused;
    },
    get held() {
      return handle.heldMessageIds.length;
    },
    get heldMessageIds() {
      return held.filter((each) => !each.response.socket?.destroyed).map((each) => each.sms.messageId);
    },
    release() {
      for (const { response, sms } of held.splice(0)) accept(response, sms);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return handle;
}
