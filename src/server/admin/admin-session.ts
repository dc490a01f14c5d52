import type { FastifyRequest } from 'fastify';
import { authenticatedSession } from '../sessions/session-lookup';

/** After `requireAdmin`: the signed-in admin's id. Any other session here is a missing guard, a bug. */
export function adminIdOf(request: FastifyRequest): number {
  const { subject } = authenticatedSession(request);
  if (subject.kind !== 'admin') throw new Error('admin guard let another session through');
  return subject.adminId;
}
