import './zodConfig.js';
import { z } from 'zod';

/**
 * What a badge's code may hold (issue 27; issue 42, item 6 for the formats beyond QR): a vCard
 * (FN or N, EMAIL, ORG), a MeCard, a plain e-mail address or mailto: link, or only the
 * registration's id (many PDF417 and Code 128 badges). The form takes the fields found; consent
 * is never among them.
 */
export interface BadgeFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  company?: string;
  /** The badge's own id when that is all it holds: kept with the lead. */
  badgeId?: string;
}

export const BADGE_ID_MAX = 64;
/** One token of letters, digits and a few separators: what registration systems print as an id. */
const BADGE_ID = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._:#/-]{0,${BADGE_ID_MAX - 1}}$`);

/** A badge id as the shared schemas accept it (a link is not one). */
export function isBadgeId(text: string): boolean {
  return BADGE_ID.test(text) && !text.includes('://') && !/^mailto:/i.test(text);
}

export const BADGE_ID_TEXT = `A badge id is 1 to ${BADGE_ID_MAX} letters, digits and . _ : # / - on one line, without spaces.`;

/** The id a badge's code held when it held nothing else, kept with the lead. */
export const badgeIdSchema = z
  .string({ error: BADGE_ID_TEXT })
  .trim()
  .refine(isBadgeId, BADGE_ID_TEXT);

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

function clean(value: string | undefined, max: number): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : undefined;
}

function compact(fields: BadgeFields): BadgeFields | null {
  const result: BadgeFields = {};
  const firstName = clean(fields.firstName, 100);
  const lastName = clean(fields.lastName, 100);
  const email = clean(fields.email, 254);
  const company = clean(fields.company, 200);
  if (firstName) result.firstName = firstName;
  if (lastName) result.lastName = lastName;
  if (email && EMAIL.test(email)) result.email = email;
  if (company) result.company = company;
  return Object.keys(result).length > 0 ? result : null;
}

/** "Grace Brewster Hopper": the last word is the last name. */
function splitFullName(full: string): Pick<BadgeFields, 'firstName' | 'lastName'> {
  const words = full.trim().split(/\s+/);
  if (words.length < 2) return { firstName: words[0] };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) };
}

/** Splits on `separator` where it is not escaped by a backslash, and unescapes each part. */
function splitEscaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\' && index + 1 < text.length) {
      const next = text[index + 1]!;
      current += next === 'n' || next === 'N' ? ' ' : next;
      index += 1;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function parseVCard(text: string): BadgeFields | null {
  // Folded lines (RFC 6350 3.2) continue with a space or a tab.
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const fields: BadgeFields = {};
  let fullName: string | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]!.split('.').at(-1)!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'N') {
      const [last, first] = splitEscaped(value, ';');
      if (first?.trim() || last?.trim()) {
        fields.firstName = first;
        fields.lastName = last;
      }
    } else if (name === 'FN') fullName = splitEscaped(value, ';').join(' ');
    else if (name === 'EMAIL' && !fields.email) fields.email = value.trim();
    else if (name === 'ORG') fields.company = splitEscaped(value, ';')[0];
  }
  if (!fields.firstName && !fields.lastName && fullName)
    Object.assign(fields, splitFullName(fullName));
  return compact(fields);
}

function parseMeCard(text: string): BadgeFields | null {
  const fields: BadgeFields = {};
  for (const part of splitEscapedRaw(text.slice('MECARD:'.length))) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).toUpperCase();
    const value = unescape(part.slice(colon + 1));
    if (name === 'N') {
      const [last, first] = value.split(',');
      fields.lastName = last;
      fields.firstName = first;
    } else if (name === 'EMAIL' && !fields.email) fields.email = value;
    else if (name === 'ORG') fields.company = value;
  }
  return compact(fields);
}

/** MeCard fields end with an unescaped ';' (the value keeps its escapes for a second split). */
function splitEscapedRaw(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\' && index + 1 < text.length) {
      current += char + text[index + 1];
      index += 1;
    } else if (char === ';') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function unescape(value: string): string {
  return value.replace(/\\(.)/g, '$1');
}

/** The form's fields from a badge's code, or null when it holds none of them. */
export function parseBadge(raw: string): BadgeFields | null {
  const text = raw.trim();
  if (/^BEGIN:VCARD/i.test(text)) return parseVCard(text);
  if (/^MECARD:/i.test(text)) return parseMeCard(text);
  if (/^mailto:/i.test(text)) {
    const address = decodeURIComponent(text.slice('mailto:'.length).split('?')[0]!);
    return compact({ email: address.split(',')[0] });
  }
  if (EMAIL.test(text)) return compact({ email: text });
  return isBadgeId(text) ? { badgeId: text } : null;
}
