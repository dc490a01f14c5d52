import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Decision 0192: a refetch of unchanged data answers 304 with no body. The dashboard's reads are POSTs (spec §7), which
// no HTTP cache keeps: the app keeps the last answer itself and asks with its tag (lib/api.ts). The tag is a hash
// of the answer as sent, so it changes whenever anything in it does, and says nothing of what is in it.

/** The strong validator of an answer body: 128 bits of its SHA-256, quoted as HTTP wants. */
function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names `tag` (a list, weak or strong, or `*`). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((listed) => {
    const candidate = listed.trim();
    return candidate === '*' || candidate === tag || candidate === `W/${tag}`;
  });
}

/** Route option `onSend`: tags a 200 answer, and answers 304 when the request already holds it. */
export async function answerUnchangedWith304(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = entityTag(payload);
  reply.header('ETag', tag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], tag)) return payload;
  reply.code(304).removeHeader('content-type');
  return '';
}
