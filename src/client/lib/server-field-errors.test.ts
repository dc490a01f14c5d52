import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors (decisions 0230–0232: the server’s 400 beside each field)', () => {
  it('names each field by the last part of its path, in the server’s words', () => {
    expect(serverFieldErrors('/email Invalid email address; /password must be at least 12 characters')).toEqual({
      fields: { email: 'Invalid email address', password: 'Must be at least 12 characters' },
      other: [],
    });
  });

  it('keeps what names no field, and the first message of a field named twice', () => {
    expect(serverFieldErrors('request must be an object; /body/to too late; /to second')).toEqual({
      fields: { to: 'Too late' },
      other: ['request must be an object'],
    });
  });

  it('a message of another shape is kept whole', () => {
    expect(serverFieldErrors('The range is at most 366 days.')).toEqual({
      fields: {},
      other: ['The range is at most 366 days.'],
    });
  });
});
