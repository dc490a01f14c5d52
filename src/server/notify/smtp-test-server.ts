import { createServer, type Socket } from 'node:net';

// Tests only: a minimal SMTP receiver on a local port (RFC 5321's happy path: EHLO, MAIL, RCPT, DATA; no
// TLS, no AUTH; the client closes the socket), so the SMTP adapter is tested against a real socket at this third-party edge.

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The message as sent in DATA (headers and body), dot-stuffing undone. */
  readonly data: string;
}

export interface SmtpTestServer {
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  /** While true, every RCPT is refused with 550 (a permanent failure the dispatcher must retry and record). */
  rejectRecipients: boolean;
  close(): Promise<void>;
}

interface Session {
  from: string;
  to: string[];
  data: string[] | null;
}

function answer(server: SmtpTestServer, session: Session, line: string, received: ReceivedMail[]): string | null {
  if (session.data !== null) {
    if (line !== '.') {
      session.data.push(line.startsWith('..') ? line.slice(1) : line);
      return null;
    }
    received.push({ from: session.from, to: session.to, data: session.data.join('\r\n') });
    session.data = null;
    session.to = [];
    return '250 2.0.0 queued';
  }
  const verb = line.slice(0, 4).toUpperCase();
  if (verb === 'EHLO' || verb === 'HELO') return '250 localhost';
  if (verb === 'MAIL') {
    session.from = line.slice(10).trim();
    return '250 2.1.0 ok';
  }
  if (verb === 'RCPT') {
    if (server.rejectRecipients) return '550 5.1.1 mailbox unavailable';
    session.to.push(line.slice(8).trim());
    return '250 2.1.5 ok';
  }
  if (verb === 'DATA') {
    session.data = [];
    return '354 end data with <CR><LF>.<CR><LF>';
  }
  return '250 ok';
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const session: Session = { from: '', to: [], data: null };
    let buffered = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end = buffered.indexOf('\r\n');
      while (end !== -1) {
        const reply = answer(handle, session, buffered.slice(0, end), received);
        buffered = buffered.slice(end + 2);
        if (reply !== null) socket.write(`${reply}\r\n`);
        end = buffered.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP test server has no port');
  const handle: SmtpTestServer = {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    rejectRecipients: false,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return handle;
}
