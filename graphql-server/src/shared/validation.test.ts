import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from './errors.js';
import { findUnstorableText, parseInput, rejectUnstorableText, truncateText, unstorableText } from './validation.js';

describe('unstorableText', () => {
  it('answers nul, surrogate or null', () => {
    expect(unstorableText('Jo\u0000')).toBe('nul');
    for (const text of ['Jo\ud800', '\udbff', '\udc00x', 'a\udfff', '\ude00\ud83d'])
      expect(unstorableText(text), JSON.stringify(text)).toBe('surrogate');
    for (const text of ['', 'Jo', 'Jo\u{1F600}', '\ud83d\ude00', 'café', '\uFFFD'])
      expect(unstorableText(text), text).toBeNull();
  });

  it('refuses exactly the strings that have no UTF-8 form (property: a lone half anywhere; any well-formed text passes)', () => {
    const wellFormed = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((text) => !text.includes('\u0000'));
    const half = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
    fc.assert(fc.property(wellFormed, (text) => unstorableText(text) === null));
    fc.assert(
      fc.property(wellFormed, half, fc.nat(), (text, lone, at) => {
        const position = at % (text.length + 1);
        const planted = `${text.slice(0, position)}${lone}${text.slice(position)}`;
        // Planting a half next to its partner can complete a pair by accident: then it is well-formed, and passes.
        const expected = Buffer.from(planted, 'utf8').toString('utf8') === planted ? null : 'surrogate';
        expect(unstorableText(planted)).toBe(expected);
      }),
    );
  });
});

describe('findUnstorableText', () => {
  it('answers the path and the problem of the first string or key that holds one, or null', () => {
    expect(findUnstorableText({ name: 'Ann', tags: ['a', 'b'] })).toBeNull();
    expect(findUnstorableText('a\u0000')).toEqual({ field: '', problem: 'nul' });
    expect(findUnstorableText({ name: 'Ann', tags: ['a', 'b\u0000'] })).toEqual({ field: 'tags.1', problem: 'nul' });
    expect(findUnstorableText({ name: 'Ann', tags: ['a', 'Jo\ud800'] })).toEqual({
      field: 'tags.1',
      problem: 'surrogate',
    });
    expect(findUnstorableText({ outer: { ['k\u0000']: 1 } })).toEqual({ field: 'outer.k\u0000', problem: 'nul' });
    expect(findUnstorableText({ outer: { ['k\udc00']: 1 } })).toEqual({ field: 'outer.k\udc00', problem: 'surrogate' });
    expect(findUnstorableText({ input: { name: '\u0000' } }, '$vars')).toEqual({
      field: '$vars.input.name',
      problem: 'nul',
    });
    expect(findUnstorableText({ first: 'Jo\ud800', second: '\u0000' })).toEqual({
      field: 'first',
      problem: 'surrogate',
    });
    expect(findUnstorableText([1, true, null, 2.5, 'Jo\u{1F600}'])).toBeNull();
  });

  it('walks values nested deeper than the call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnstorableText({ deep })).toEqual({ field: `deep${'.0'.repeat(100_000)}`, problem: 'nul' });
  });
});

describe('rejectUnstorableText and parseInput', () => {
  it('throw a ValidationError naming the field', () => {
    expect(() => rejectUnstorableText({ message: 'hi\u0000' })).toThrow(
      'message must not contain NUL characters (\\u0000)',
    );
    expect(() => rejectUnstorableText({ name: 'Jo\ud800' })).toThrow(
      'name must not contain unpaired surrogate characters',
    );
    for (const [text, fieldError] of [
      ['hi\u0000', 'Must not contain NUL characters (\\u0000)'],
      ['Jo\ud800', 'Must not contain unpaired surrogate characters'],
    ]) {
      try {
        parseInput(z.object({ message: z.string() }), { message: text });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).fieldErrors).toEqual({ message: fieldError });
      }
    }
  });

  it('refuse them even where the schema would accept any string', () => {
    expect(() => parseInput(z.string(), '\u0000')).toThrow('Text must not contain NUL characters');
    expect(() => parseInput(z.string(), '\udfff')).toThrow('Text must not contain unpaired surrogate characters');
    expect(parseInput(z.string(), 'fine \u{1F600}')).toBe('fine \u{1F600}');
  });
});

describe('truncateText', () => {
  it('cuts to the length, never through a surrogate pair', () => {
    expect(truncateText('abcdef', 3)).toBe('abc');
    expect(truncateText('ab', 3)).toBe('ab');
    expect(truncateText('ab\u{1F600}cd', 3)).toBe('ab');
    expect(truncateText('ab\u{1F600}cd', 4)).toBe('ab\u{1F600}');
  });

  it('answers the longest well-formed prefix of at most `max` units (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.nat({ max: 45 }), (text, max) => {
        const cut = truncateText(text, max);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(cut.length).toBeGreaterThanOrEqual(Math.min(text.length, max) - 1);
        expect(unstorableText(cut)).not.toBe('surrogate');
      }),
    );
  });
});
