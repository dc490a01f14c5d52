// Architecture §4: outside production, every SMS and e-mail lands in the outbox, readable here.
import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { IsoDateTimeSchema } from './primitives';

const OutboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'email', 'push']),
  to: z.string(),
  /** Null for SMS. */
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: IsoDateTimeSchema,
});

/** Newest first. */
export const devOutboxCall = defineCall({
  name: 'devOutbox',
  method: 'GET',
  path: '/api/dev/outbox',
  prefix: '',
  access: 'public',
  data: z.array(OutboxMessageSchema),
  statusIds: [0],
});

export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
