import { DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { ConflictError, ServiceUnavailableError, ValidationError } from '../shared/errors.js';
import { asDatabaseDomainError, asRecordBusy, RECORD_BUSY } from './contention.js';

/** An error as `pg` reports it. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('asRecordBusy', () => {
  it.each([
    withCode('canceling statement due to lock timeout', '55P03'),
    withCode('deadlock detected', '40P01'),
    withCode('could not serialize access due to concurrent update', '40001'),
    // MikroORM's wrapper copies the driver error's code; a wrapper may also keep it as its cause.
    new DriverException(withCode('canceling statement due to lock timeout', '55P03')),
    new Error('transaction failed', { cause: withCode('deadlock detected', '40P01') }),
  ])('takes %s as a 409 conflict', (error) => {
    const busy = asRecordBusy(error);
    expect(busy).toBeInstanceOf(ConflictError);
    expect(busy!.message).toBe(RECORD_BUSY);
  });

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('canceling statement due to statement timeout', '57014'),
    new Error('boom'),
    'a string',
  ])('leaves %s alone', (error) => expect(asRecordBusy(error)).toBeUndefined());
});

describe('asDatabaseDomainError', () => {
  it('answers an outage as unavailable, a lost race as a conflict, anything else not at all', () => {
    expect(asDatabaseDomainError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(asDatabaseDomainError(withCode('canceling statement due to lock timeout', '55P03'))).toBeInstanceOf(
      ConflictError,
    );
    expect(asDatabaseDomainError(withCode('relation "x" does not exist', '42P01'))).toBeUndefined();
    expect(asDatabaseDomainError(new ValidationError('Username is required'))).toBeUndefined();
  });
});
