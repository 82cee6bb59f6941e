import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from './canonicalMailbox';

describe('the canonical mailbox', () => {
  it.each([
    ['lower-cases and trims', '  Ada.Lovelace@Example.COM ', 'ada.lovelace@example.com'],
    ['drops a +tag at any domain', 'x+1@example.com', 'x@example.com'],
    ['drops everything from the first +', 'x+news+2026@example.com', 'x@example.com'],
    ['keeps the dots outside Gmail', 'a.b.c@example.com', 'a.b.c@example.com'],
    ["drops Gmail's dots", 'A.B.C@gmail.com', 'abc@gmail.com'],
    ['counts googlemail.com as gmail.com', 'abc@googlemail.com', 'abc@gmail.com'],
    ['drops a tag and the dots at Gmail', 'a.b.c+farm@GoogleMail.com', 'abc@gmail.com'],
    ["keeps a subdomain's dots", 'a.b@mail.gmail.com.example', 'a.b@mail.gmail.com.example'],
    ['keeps a leading + (it is the whole name)', '+1@example.com', '+1@example.com'],
    ['takes the domain after the last @', '"a@b"+x@example.com', '"a@b"@example.com'],
    ['leaves text without an @ as typed, lower-cased', ' Not-An-Address ', 'not-an-address'],
  ])('%s: %s -> %s', (_rule, typed, mailbox) => {
    expect(canonicalMailbox(typed)).toBe(mailbox);
  });

  it('is the same for every spelling of one inbox, and differs between inboxes', () => {
    const one = ['x+1@example.com', 'X+2@example.com', ' x@EXAMPLE.com'];
    expect(new Set(one.map(canonicalMailbox)).size).toBe(1);
    const gmail = ['a.b.c@gmail.com', 'abc@googlemail.com', 'ABC+x@gmail.com'];
    expect(new Set(gmail.map(canonicalMailbox)).size).toBe(1);
    expect(canonicalMailbox('x@example.com')).not.toBe(canonicalMailbox('x@example.org'));
    expect(canonicalMailbox('a.b@example.com')).not.toBe(canonicalMailbox('ab@example.com'));
  });
});
