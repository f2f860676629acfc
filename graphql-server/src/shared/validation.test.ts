import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from './errors.js';
import { findNulCharacter, parseInput, rejectNulCharacters } from './validation.js';

describe('findNulCharacter', () => {
  it('answers the path of the first string or key that holds a NUL, or null', () => {
    expect(findNulCharacter({ name: 'Ann', tags: ['a', 'b'] })).toBeNull();
    expect(findNulCharacter('a\u0000')).toBe('');
    expect(findNulCharacter({ name: 'Ann', tags: ['a', 'b\u0000'] })).toBe('tags.1');
    expect(findNulCharacter({ outer: { ['k\u0000']: 1 } })).toBe('outer.k\u0000');
    expect(findNulCharacter({ input: { name: '\u0000' } }, '$vars')).toBe('$vars.input.name');
    expect(findNulCharacter([1, true, null, 2.5])).toBeNull();
  });

  it('walks values nested deeper than the call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findNulCharacter({ deep })).toBe(`deep${'.0'.repeat(100_000)}`);
  });
});

describe('rejectNulCharacters and parseInput', () => {
  it('throw a ValidationError naming the field', () => {
    expect(() => rejectNulCharacters({ message: 'hi\u0000' })).toThrow('message must not contain NUL characters (\\u0000)');
    try {
      parseInput(z.object({ message: z.string() }), { message: 'hi\u0000' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({ message: 'Must not contain NUL characters (\\u0000)' });
    }
  });

  it('refuse NUL even where the schema would accept any string', () => {
    expect(() => parseInput(z.string(), '\u0000')).toThrow('Text must not contain NUL characters');
    expect(parseInput(z.string(), 'fine')).toBe('fine');
  });
});
