import { createDecipheriv, createECDH, createHmac, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

// Tests only: a push service on a local port (listed in PUSH_ENDPOINTS by the test), and a browser's side of a
// subscription: its P-256 key pair and auth secret made here with node:crypto, so a test decrypts what the server
// sent (RFC 8291, aes128gcm) and checks its VAPID signature (RFC 8292) the way a browser and a push service would.

export interface TestBrowser {
  /** `PushSubscription.toJSON()` as the browser would post it. */
  readonly subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts one pushed body with this browser's private key. */
  decrypt(body: Buffer): string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, written independently of the server's library. */
function decryptAes128gcm(body: Buffer, browser: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = browser.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record: no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export function newTestBrowser(endpoint: string): TestBrowser {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, keys, auth),
  };
}

interface ReceivedPush {
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}

export interface PushTestServer {
  /** `http://127.0.0.1:<port>`: the origin to list in PUSH_ENDPOINTS. */
  readonly origin: string;
  readonly received: readonly ReceivedPush[];
  /** The HTTP status every push is answered with (201 by default, as FCM answers). */
  status: number;
  close(): Promise<void>;
}

export async function startPushTestServer(): Promise<PushTestServer> {
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(handle.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('push test server has no port');
  const handle: PushTestServer = {
    origin: `http://127.0.0.1:${address.port}`,
    received,
    status: 201,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return handle;
}

/** RFC 8292: the `Authorization: vapid t=<JWT>, k=<key>` header's JWT, its ES256 signature checked with `k`. */
export function verifiedVapidClaims(authorization: string | undefined): {
  aud: string;
  exp: number;
  sub: string;
  k: string;
} {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1].split('.');
  if (!header || !claims || !signature) throw new Error('not a JWT');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const ok = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  return {
    ...(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string }),
    k: match[2],
  };
}
