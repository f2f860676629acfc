import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { loginSchema, registrationSchema } from './user.schemas.js';

const valid = { username: 'owner', email: 'owner@example.com', password: 'secret-1', confirmPassword: 'secret-1' };

function fieldErrors(schema: Parameters<typeof parseInput>[0], input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return error.fieldErrors;
    throw error;
  }
  return {};
}

describe('registration rules (SPEC.md §5)', () => {
  it('accepts a valid registration, trims text and turns empty names into null', () => {
    expect(parseInput(registrationSchema, { ...valid, username: '  owner ', firstName: ' ', lastName: ' Diaz ' })).toEqual({
      ...valid,
      firstName: null,
      lastName: 'Diaz',
    });
  });

  it.each([
    ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['email', { email: 'owner@' }, 'Please enter a valid email'],
    ['password', { password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    ['confirmPassword', { confirmPassword: '12345' }, 'Password confirmation is required'],
    ['confirmPassword', { confirmPassword: 'secret-2' }, 'Passwords do not match'],
  ])('says the spec message for a bad %s', (field, change, message) => {
    expect(fieldErrors(registrationSchema, { ...valid, ...change })[field]).toBe(message);
  });

  it('reports a missing field with its rule message rather than a type error', () => {
    expect(fieldErrors(registrationSchema, {})).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password confirmation is required',
    });
  });
});

describe('login rules (SPEC.md §5)', () => {
  it('needs both fields, non-empty after trimming the username', () => {
    expect(fieldErrors(loginSchema, { username: '   ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('keeps the password exactly as typed', () => {
    expect(parseInput(loginSchema, { username: ' admin ', password: ' pass ' })).toEqual({ username: 'admin', password: ' pass ' });
  });
});
