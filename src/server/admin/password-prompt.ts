import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

// `npm run admin:create`: the password is typed without being shown. readline writes the echo to `output`,
// which is muted while the answer is typed (the prompt itself is still shown). Without a terminal (piped
// input) the first line of stdin is the password.

export async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) return readFirstLine();
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const reader = createInterface({ input, output, terminal: true });
  try {
    const answer = new Promise<string>((resolve) => reader.question(prompt, resolve));
    muted = true;
    return await answer;
  } finally {
    muted = false;
    process.stdout.write('\n');
    reader.close();
  }
}

async function readFirstLine(): Promise<string> {
  const reader = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of reader) return line;
    return '';
  } finally {
    reader.close();
  }
}
