import type { z } from 'zod';
import type { AnyCall } from '../../contract/envelope';

// Every call goes through here: JSON with credentials (spec §7), the envelope parsed with the contract's schema.

export class HttpError extends Error {
  constructor(readonly httpStatus: number) {
    super(`HTTP ${httpStatus}`);
    this.name = 'HttpError';
  }
}

export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export async function callApi<C extends AnyCall>(
  call: C,
  options: {
    params?: Record<string, string | number>;
    query?: Record<string, string>;
    body?: unknown;
    signal?: AbortSignal;
  } = {},
): Promise<z.infer<C['response']>> {
  const path = fillPath(call.fullPath, options.params ?? {});
  const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const response = await fetch(`${path}${search}`, {
    method: call.method,
    credentials: 'include',
    headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) throw new HttpError(response.status);
  return call.response.parse(await response.json()) as z.infer<C['response']>;
}
