import { createServer, type Server, type Socket } from 'node:net';

// Tests and benchmarks only: a minimal SMTP receiver on a local port (RFC 5321's happy path: EHLO, MAIL, RCPT,
// DATA; no TLS, no AUTH; the client closes the socket), so the SMTP adapter is tested against a real socket at
// this third-party edge. A mail counts as received when its final 250 is written: a sender that went away
// before that delivered nothing. And a hung server, which accepts connections and never says a word.

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
  /** While true, the 250 that accepts a mail is held back (the sender waits); `release()` sends the held ones. */
  holdAcceptance: boolean;
  /** Mails waiting for their 250. */
  readonly held: number;
  /** The mails waiting for their 250 whose sender is still connected. */
  readonly heldMails: readonly ReceivedMail[];
  release(): void;
  close(): Promise<void>;
}

interface Session {
  from: string;
  to: string[];
  data: string[] | null;
}

/** The end of a mail's DATA: the mail, to be counted when its 250 goes out. */
interface Accepting {
  readonly mail: ReceivedMail;
}

function answer(server: SmtpTestServer, session: Session, line: string): string | Accepting | null {
  if (session.data !== null) {
    if (line !== '.') {
      session.data.push(line.startsWith('..') ? line.slice(1) : line);
      return null;
    }
    const mail = { from: session.from, to: session.to, data: session.data.join('\r\n') };
    session.data = null;
    session.to = [];
    return { mail };
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

async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP test server has no port');
  return `smtp://127.0.0.1:${address.port}`;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const held: { socket: Socket; mail: ReceivedMail }[] = [];
  const accept = (socket: Socket, mail: ReceivedMail) => {
    if (socket.destroyed) return;
    received.push(mail);
    socket.write('250 2.0.0 queued\r\n');
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const session: Session = { from: '', to: [], data: null };
    let buffered = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end = buffered.indexOf('\r\n');
      while (end !== -1) {
        const reply = answer(handle, session, buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (typeof reply === 'string') socket.write(`${reply}\r\n`);
        else if (reply !== null && handle.holdAcceptance) held.push({ socket, mail: reply.mail });
        else if (reply !== null) accept(socket, reply.mail);
        end = buffered.indexOf('\r\n');
      }
    });
  });
  const handle: SmtpTestServer = {
    url: await listenOnLoopback(server),
    received,
    rejectRecipients: false,
    holdAcceptance: false,
    get held() {
      return handle.heldMails.length;
    },
    get heldMails() {
      return held.filter((each) => !each.socket.destroyed).map((each) => each.mail);
    },
    release() {
      for (const { socket, mail } of held.splice(0)) accept(socket, mail);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return handle;
}

export interface HungSmtpServer {
  readonly url: string;
  /** Connections it has taken (and never answered). */
  readonly connections: number;
  close(): Promise<void>;
}

/** Accepts every connection and never says a word: not even the greeting (decision 0090's hung server). */
export async function startHungSmtpServer(): Promise<HungSmtpServer> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    get connections() {
      return connections;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
