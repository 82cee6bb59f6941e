import { describe, expect, it } from 'vitest';
import { API_MESSAGES, apiEntryInputSchema } from './apiV1.js';
import { boothSyncSettingsSchema } from './boothSync.js';
import { leadFieldsSchema, LEAD_TEXTS } from './leads.js';
import { fieldErrors } from './schemas.js';

/**
 * Issue 38, item 4: every text of a lead, an event's name and an externalId refuse C0 controls
 * (a note keeps its line feeds), DEL and the bidirectional controls, naming the field; a NUL
 * made PostgreSQL fail a booth's whole sync batch.
 */
const REFUSED = {
  NUL: '\u0000',
  tab: '\t',
  'carriage return': '\r',
  escape: '\u001B',
  DEL: '\u007F',
  LRE: '\u202A',
  RLO: '\u202E',
  LRI: '\u2066',
  PDI: '\u2069',
  LRM: '\u200E',
  RLM: '\u200F',
  ALM: '\u061C',
};

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error!);

describe.each(Object.entries(REFUSED))('a text holding %s', (_name, character) => {
  const text = `Call${character}back`;

  it("is refused in a lead's note and interests, on the booth and in /api/v1", () => {
    expect(errorsOf(leadFieldsSchema.safeParse({ note: text, interests: [text] }))).toEqual({
      note: LEAD_TEXTS.noteChars,
      'interests.0': LEAD_TEXTS.interest,
    });
    const sent = apiEntryInputSchema.safeParse({
      externalId: 'x',
      email: 'ada@example.com',
      leadNote: text,
      leadInterests: [text],
    });
    expect(errorsOf(sent)).toEqual({
      leadNote: LEAD_TEXTS.noteChars,
      'leadInterests.0': LEAD_TEXTS.interest,
    });
  });

  it('is refused in an externalId and an event name', () => {
    const sent = apiEntryInputSchema.safeParse({
      externalId: text,
      email: 'a@example.com',
      event: text,
    });
    expect(errorsOf(sent)).toEqual({
      externalId: API_MESSAGES.externalIdChars,
      event: API_MESSAGES.eventChars,
    });
    expect(errorsOf(boothSyncSettingsSchema.safeParse({ url: '', event: text }))).toEqual({
      event: API_MESSAGES.eventChars,
    });
  });
});

it('keeps the line feeds of a note, and nowhere else', () => {
  expect(leadFieldsSchema.parse({ note: 'Call back\nin May' }).note).toBe('Call back\nin May');
  const sent = apiEntryInputSchema.safeParse({
    externalId: 'a\nb',
    email: 'a@example.com',
    event: 'a\nb',
  });
  expect(Object.keys(errorsOf(sent))).toEqual(['externalId', 'event']);
});
