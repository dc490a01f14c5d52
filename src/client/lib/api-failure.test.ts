import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '../../domain/messages';
import { HttpError, MalformedResponseError } from './api';
import { failureMessage, isMaintenance, signInFailureMessage } from './api-failure';

const GENERIC = 'An error occured - Something went wrong. Please try again later.';

describe('failureMessage', () => {
  it.each([
    ['an HTTP 500', new HttpError(500)],
    ['an HTTP 429', new HttpError(429, 30)],
    ['a network error', new TypeError('Failed to fetch')],
    ['a malformed answer', new MalformedResponseError('x', 'y')],
  ])("spec §8: %s shows the generic failure (id 500) '%s'", (_case, error) => {
    expect(failureMessage(error).text).toBe(GENERIC);
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
