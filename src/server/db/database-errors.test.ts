import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeDatabaseError, isDatabaseUnavailable } from './database-errors';

// Decision 0150: which failures mean the database cannot be reached now (503 and one log line), and which are a
// fault of ours (500 and the stack).

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a host that resolves to nothing', withCode('ENOTFOUND')],
    ['pg_terminate_backend (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['too many connections (53300)', withCode('53300')],
    ['statement_timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['idle_in_transaction_session_timeout (25P03)', withCode('25P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ["pg-pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ["pg's query_timeout", new Error('Query read timeout')],
    ['a client whose socket failed', new Error('Client has encountered a connection error and is not queryable')],
    [
      'every address of a host refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''), {
        code: 'ECONNREFUSED',
      }),
    ],
  ])('%s: unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', withCode('42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a serialization failure (40001)', withCode('40001')],
    ['not an error at all', 'connection terminated'],
    ['nothing', undefined],
  ])('%s: a fault', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('every SQLSTATE of class 08 is unavailable; no code of another class outside the list is', () => {
    const sqlstateChar = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const tail = fc.tuple(sqlstateChar, sqlstateChar, sqlstateChar).map((chars) => chars.join(''));
    fc.assert(fc.property(tail, (rest) => isDatabaseUnavailable(withCode(`08${rest}`))));
    const listed = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
    const other = fc
      .tuple(fc.integer({ min: 0, max: 99 }), tail)
      .map(([group, rest]) => `${String(group).padStart(2, '0')}${rest}`)
      .filter((code) => !code.startsWith('08') && !listed.has(code));
    fc.assert(fc.property(other, (code) => !isDatabaseUnavailable(withCode(code, 'some failure'))));
  });
});

describe('describeDatabaseError', () => {
  it('keeps the code and the message, and never the stack', () => {
    const described = describeDatabaseError(withCode('57P01', 'terminating connection due to administrator command'));
    expect(described).toEqual({ code: '57P01', reason: 'terminating connection due to administrator command' });
  });

  it('names an error without a message by its code', () => {
    expect(describeDatabaseError(Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' }))).toEqual({
      code: 'ECONNREFUSED',
      reason: 'ECONNREFUSED',
    });
  });
});
