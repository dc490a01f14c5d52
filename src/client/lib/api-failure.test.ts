import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '../../domain/messages';
import { HttpError, MalformedResponseError, NoAnswerError } from './api';
import { failureMessage, isMaintenance, signInFailureMessage } from './api-failure';

const GENERIC = 'An error occurred - Something went wrong. Please try again later.';

describe('failureMessage', () => {
  it.each([
    ['an HTTP 500', new HttpError(500)],
    ['an HTTP 429', new HttpError(429, 30)],
    ['a malformed answer', new MalformedResponseError('x', 'y')],
    ['an unexpected error', new TypeError('x is undefined')],
  ])("spec §8: %s shows the generic failure (id 500) '%s'", (_case, error) => {
    expect(failureMessage(error).text).toBe(GENERIC);
  });

  it('decision 0165: a call that got no answer says so, and where to look', () => {
    expect(failureMessage(new NoAnswerError('no answer', { cause: new TypeError('Failed to fetch') }))).toEqual({
      title: "We can't reach the server",
      body: 'Check your connection and try again.',
      text: "We can't reach the server. Check your connection and try again.",
    });
  });
});

describe('signInFailureMessage', () => {
  it("decision: HTTP 503 is maintenance, spec §8 'Login maintenance' text", () => {
    expect(isMaintenance(new HttpError(503))).toBe(true);
    expect(signInFailureMessage(new HttpError(503)).title).toBe(UI_TEXT.maintenance.login);
  });

  it.each([new HttpError(502), new HttpError(504), new Error('x')])('anything else is the generic failure', (error) => {
    expect(isMaintenance(error)).toBe(false);
    expect(signInFailureMessage(error).text).toBe(GENERIC);
  });
});
