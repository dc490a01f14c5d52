import { request } from 'node:http';

// The test's clients: each speaks from a loopback address of its own (127.0.0.0/8 is all this machine's), so
// the proxy sees them as different clients and a per-IP limit is theirs alone.

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body, or undefined when it was not JSON. */
  readonly json: { status?: { id: number; message?: string }; data?: unknown } | undefined;
  /** Which instance answered, as the proxy says in the tests (X-Served-By). */
  readonly servedBy: string | undefined;
}

export interface Call {
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export class Client {
  private cookie: string | undefined;

  constructor(readonly address: string) {}

  /** Sends on a connection of its own; keeps the session cookie a response sets. */
  send(url: string, call: Call = {}): Promise<Answer> {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers: Record<string, string> = { ...call.headers };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie !== undefined) headers.cookie = this.cookie;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: call.method ?? (payload === undefined ? 'GET' : 'POST'),
          headers,
          localAddress: this.address,
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const setCookie = response.headers['set-cookie']?.find((each) => each.startsWith('promo_session='));
            if (setCookie !== undefined) this.cookie = setCookie.split(';')[0];
            let json: Answer['json'];
            try {
              json = JSON.parse(text) as Answer['json'];
            } catch {
              json = undefined;
            }
            const servedBy = response.headers['x-served-by'];
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              json,
              servedBy: typeof servedBy === 'string' ? servedBy : undefined,
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  get sessionCookie(): string | undefined {
    return this.cookie;
  }
}
