import { connect, createServer, type Server, type Socket } from 'node:net';

// The network between the instances and PostgreSQL, in the test's hands (decision 0150): every byte passes
// through, until the test resets every connection (as a failing link, a firewall or a pooler would) or stops
// the relay (as a stopped database would: each connection closed, each new one refused) and starts it again.

export interface TcpRelay {
  /** Where the instances connect instead of the target. */
  readonly port: number;
  /** Connections passed through, and those reset by `resetAll` or `stop`. */
  readonly counts: { readonly accepted: number; readonly reset: number };
  /** Resets every open connection, both ways (TCP RST). */
  resetAll(): void;
  /** Resets every connection and refuses new ones (nothing listens on the port) until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const pairs = new Set<[Socket, Socket]>();
  const counts = { accepted: 0, reset: 0 };
  const relay = (incoming: Socket) => {
    counts.accepted += 1;
    const outgoing = connect(target.port, target.host);
    const pair: [Socket, Socket] = [incoming, outgoing];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      incoming.destroy();
      outgoing.destroy();
    };
    for (const socket of pair) {
      socket.setNoDelay(true);
      socket.on('error', end);
      socket.on('close', end);
    }
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  };
  let server: Server = createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  const port = await listen(0);

  const resetAll = () => {
    for (const pair of [...pairs]) {
      pairs.delete(pair);
      counts.reset += 1;
      for (const socket of pair) if (!socket.destroyed) socket.resetAndDestroy();
    }
  };
  const closeListener = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      resetAll();
    });
  return {
    port,
    counts,
    resetAll,
    stop: closeListener,
    async start() {
      server = createServer(relay);
      await listen(port);
    },
    close: closeListener,
  };
}
