import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonBuffer } from './largeJson.js';

/** Forces the piecewise path that a snapshot past V8's string limit takes. */
const parseInPieces = (text: string) => parseJsonBuffer(Buffer.from(text, 'utf8'), 0);

describe('parseJsonBuffer', () => {
  it('reads back, piece by piece, exactly what JSON.parse reads', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue()))),
        fc.constantFrom('', ' ', '\n', '\t '),
        (data, space) => {
          const text = JSON.stringify(data, null, space);
          expect(parseInPieces(text)).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a snapshot-shaped file whose strings hold quotes, escapes, brackets and non-ASCII', () => {
    const data = {
      version: 1,
      waitlist: [
        { id: 1, firstName: 'Zoë "[x]"', company: '{Acme}, \\ Ltd', email: 'a@b.c' },
        { id: 2, firstName: '日本語 😀', company: '', nested: { list: [1, [2, { a: ']' }]] } },
      ],
      users: [],
      sessions: {},
      lastSeq: 7,
    };
    expect(parseInPieces(JSON.stringify(data))).toEqual(data);
  });

  it('refuses broken text as JSON.parse does, with a SyntaxError', () => {
    for (const text of [
      '{"waitlist":[{"id":1},',
      '{"waitlist":[{"id":1}]',
      '{"a":1}}',
      '{"a" 1}',
      '{"a":"unterminated}',
      '{1:2}',
      '{"a":[1,,2]}',
      '{"a":tru}',
    ]) {
      expect(() => JSON.parse(text), text).toThrow(SyntaxError);
      expect(() => parseInPieces(text), text).toThrow(SyntaxError);
    }
  });

  it('keeps a property named __proto__ as its own, as JSON.parse does', () => {
    const text = '{"__proto__":{"polluted":true},"a":[1]}';
    expect(parseInPieces(text)).toEqual(JSON.parse(text));
    expect(Object.getPrototypeOf(parseInPieces(text))).toBe(Object.prototype);
  });

  it('parses anything that is not an object whole', () => {
    expect(parseInPieces('[1,2,3]')).toEqual([1, 2, 3]);
    expect(parseInPieces(' "text" ')).toBe('text');
  });
});
