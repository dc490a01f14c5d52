import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import { type DatabaseGaugeSources, registerDatabaseGauges } from './database-gauges';
import { metricsRegistry } from './portal-metrics';

// Decision 0220: the metrics are served by a server of their own on METRICS_PORT (METRICS_HOST, 127.0.0.1 by
// default), never by the app on the public port: what the proxy passes on never reaches them, and scraping
// needs no session. It answers `GET /metrics` and nothing else.

const METRICS_PATH = '/metrics';

export interface MetricsServerOptions extends DatabaseGaugeSources {
  readonly port: number;
  readonly host: string;
}

export interface RunningMetricsServer {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  readonly port: number;
  close(): Promise<void>;
}

let started = false;

function answer(server: Server): void {
  server.on('request', (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected\n'),
    );
  });
}

/** Starts the metrics server with the process's default metrics and the database's gauges; once per process. */
export async function startMetricsServer(options: MetricsServerOptions): Promise<RunningMetricsServer> {
  if (started) throw new Error('the metrics server runs once per process');
  started = true;
  // The process's own: CPU, memory, heap, handles, garbage collection and the event loop's lag.
  collectDefaultMetrics({ register: metricsRegistry });
  registerDatabaseGauges(options);
  const server = createServer();
  answer(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
