import { DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { RateLimitedError, ServiceUnavailableError, ValidationError } from '../shared/errors.js';
import { asServiceUnavailable } from './availability.js';

/** An error as `pg` or Node's sockets report it. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('asServiceUnavailable', () => {
  it.each([
    [withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'database: ECONNREFUSED'],
    [Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {}), 'database: ECONNREFUSED'],
    [withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND'), 'database: ENOTFOUND'],
    [withCode('read ECONNRESET', 'ECONNRESET'), 'database: ECONNRESET'],
    [withCode('terminating connection due to administrator command', '57P01'), 'database: 57P01'],
    [withCode('the database system is starting up', '57P03'), 'database: 57P03'],
    [withCode('sorry, too many clients already', '53300'), 'database: 53300'],
    [withCode('connection failure', '08006'), 'database: 08006'],
    [withCode('SSL connection has been closed unexpectedly', '08P01'), 'database: 08P01'],
    [new Error('Connection terminated unexpectedly'), 'database: connection terminated'],
    [new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }), 'database: connection timeout'],
    [new Error('timeout exceeded when trying to connect'), 'database: connection timeout'],
    [new Error('Client has encountered a connection error and is not queryable'), 'database: connection broken'],
    // MikroORM's wrapper copies the driver error's code; a wrapper may also keep it as its cause.
    [new DriverException(withCode('terminating connection due to administrator command', '57P01')), 'database: 57P01'],
    [new Error('query failed', { cause: withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED') }), 'database: ECONNREFUSED'],
  ])('takes %s as the database being unavailable', (error, reason) => {
    const unavailable = asServiceUnavailable(error);
    expect(unavailable).toBeInstanceOf(ServiceUnavailableError);
    expect(unavailable).toMatchObject({ reason, cause: error, retryAfterSeconds: 5 });
    expect(unavailable!.message).not.toMatch(/ECONN|5432|database/);
  });

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('relation "articles" does not exist', '42P01'),
    withCode('canceling statement due to statement timeout', '57014'),
    new DriverException(withCode('syntax error at or near "selec"', '42601')),
    new Error('boom'),
    new ValidationError('Username is required'),
    new RateLimitedError('Too many', 60),
    'ECONNREFUSED',
    undefined,
  ])('leaves %s alone', (error) => {
    expect(asServiceUnavailable(error)).toBeUndefined();
  });

  it('keeps a ServiceUnavailableError as it is', () => {
    const error = new ServiceUnavailableError('payments: down');
    expect(asServiceUnavailable(error)).toBe(error);
  });
});
