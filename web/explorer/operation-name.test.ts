import { describe, expect, it } from 'vitest';
import { operationNameFor } from './operation-name';

describe('the explorer sends an operation name the document has', () => {
  it('keeps the requested name when the document has that operation', () => {
    expect(operationNameFor('query A { me { id } } query B { me { id } }', 'B')).toBe('B');
  });
  it('runs the only operation when the requested name is stale (the editor was just replaced)', () => {
    expect(operationNameFor('query Typed { __typename }', 'Me')).toBe('Typed');
    expect(operationNameFor('{ __typename }', 'Me')).toBeNull();
  });
  it('leaves a stale name with several operations, and a document that does not parse, to the server', () => {
    expect(operationNameFor('query A { me { id } } query B { me { id } }', 'Me')).toBe('Me');
    expect(operationNameFor('query Broken {', 'Me')).toBe('Me');
  });
});
