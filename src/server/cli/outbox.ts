import { ConfigError } from '../config/server-config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { MAX_DELIVERY_ATTEMPTS } from '../notify/outbox-delivery';
import {
  listFailedMessages,
  listWaitingMessages,
  redriveFailedMessages,
  type WaitingMessage,
} from '../notify/outbox-queue.repository';
import { summariseOutbox } from '../platform/outbox.repository';
import { CliError, openServerDatabase } from './server-database';

// `npm run outbox -- status | redrive <id>… | redrive --all` (decision 0090): what the outbox holds, and the
// failed messages sent again. A message is failed after MAX_DELIVERY_ATTEMPTS; a re-drive gives it as many
// again, due at once, for whichever instance's dispatcher claims it first. Decision 0153: the status lists each
// waiting message with its attempts and last error too, so a gateway's outage shows while it lasts.

const USAGE = [
  'Usage: npm run outbox -- status              counts, the waiting messages and the failed ones',
  '       npm run outbox -- redrive <id>…       sends these failed messages again',
  '       npm run outbox -- redrive --all       sends every failed message again',
].join('\n');

/** The waiting messages, and the failed ones, the status lists at most. */
const LISTED = 50;

/** One waiting message: how far it got, and why it has not gone yet. */
function waitingLine(message: WaitingMessage, now: Date): string {
  const state = message.sending
    ? 'sending now'
    : message.nextAttemptAt <= now
      ? 'due now'
      : `next attempt ${message.nextAttemptAt.toISOString()}`;
  const tried =
    message.attempts === 0
      ? 'not tried yet'
      : `${message.attempts} attempt${message.attempts === 1 ? '' : 's'}, last: ${message.lastError ?? 'no error recorded'}`;
  const expires = message.expiresAt === null ? '' : `, expires ${message.expiresAt.toISOString()}`;
  return (
    `waiting #${message.id} ${message.priority}/${message.channel}, written ${message.createdAt.toISOString()}` +
    `${expires}, ${state}, ${tried}`
  );
}

type Command = { readonly kind: 'status' } | { readonly kind: 'redrive'; readonly ids?: readonly number[] };

function commandOf(args: readonly string[]): Command {
  const [verb, ...rest] = args;
  if (verb === 'status' && rest.length === 0) return { kind: 'status' };
  if (verb === 'redrive' && rest.length === 1 && rest[0] === '--all') return { kind: 'redrive' };
  if (verb === 'redrive' && rest.length > 0 && rest.every((id) => /^\d{1,9}$/.test(id))) {
    return { kind: 'redrive', ids: rest.map(Number) };
  }
  throw new CliError(USAGE, 2);
}

async function main(args: readonly string[]): Promise<void> {
  const command = commandOf(args);
  const { database, release } = await openServerDatabase();
  try {
    const now = new Date();
    if (command.kind === 'redrive') {
      const count = await redriveFailedMessages(database.db, now, command.ids);
      console.log(
        `Re-drove ${count} failed message${count === 1 ? '' : 's'}: due now, with ${MAX_DELIVERY_ATTEMPTS} attempts each.`,
      );
      if (command.ids !== undefined && count < command.ids.length) {
        throw new CliError(`${command.ids.length - count} of the ids named no failed message.`);
      }
      return;
    }
    const summary = await summariseOutbox(database.db, now);
    console.log(
      `waiting ${summary.waiting} (sending now ${summary.sending}), failed ${summary.failed}, ` +
        `dropped ${summary.dropped}, sent ${summary.sent}` +
        (summary.oldestWaitingAt ? `; oldest waiting since ${summary.oldestWaitingAt.toISOString()}` : ''),
    );
    for (const message of await listWaitingMessages(database.db, now, LISTED)) console.log(waitingLine(message, now));
    if (summary.waiting > LISTED) console.log(`… and ${summary.waiting - LISTED} more waiting.`);
    for (const message of await listFailedMessages(database.db, LISTED)) {
      console.log(
        `failed #${message.id} ${message.priority}/${message.channel}, written ${message.createdAt.toISOString()}, ` +
          `${message.attempts} attempts, last: ${message.lastError ?? 'no error recorded'}`,
      );
    }
    if (summary.failed > LISTED) console.log(`… and ${summary.failed - LISTED} more failed.`);
  } finally {
    await database.close();
    release();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof CliError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(error instanceof CliError ? error.exitCode : 1);
});
