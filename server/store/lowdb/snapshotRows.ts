import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { JsonCodec } from './durableJsonFile.js';

/** The snapshot's key naming the fields of the rows in `waitlist` (absent: entries are objects). */
export const WAITLIST_FIELDS_KEY = 'waitlistFields';

/** Every field an entry always has, in the order a row holds them. */
export const ENTRY_FIELDS = [
  'id',
  'position',
  'firstName',
  'lastName',
  'email',
  'company',
  'hasConsented',
  'createdAt',
  'source',
  'status',
  'confirmedAt',
  'invitedAt',
  'activatedAt',
  'referralCode',
  'consentVersion',
  'consentAt',
  'unsubscribedAt',
  'linkSentAt',
  'referredBy',
  'referralCount',
  'heldReason',
  'referralFlag',
  'networkHash',
] as const satisfies readonly (keyof WaitlistEntry)[];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** A field added to WaitlistEntry must be added above (else this type check fails). */
const everyField: Exclude<RequiredKeys<WaitlistEntry>, (typeof ENTRY_FIELDS)[number]> extends never
  ? true
  : false = true;
void everyField;

/**
 * The header's name for the referral code written one character longer ("-" before it).
 * JSON.parse keeps strings of up to 10 characters in V8's table of unique strings, which suits
 * the repeated names, sources and statuses; a million distinct 10-character codes cost 0.6 s
 * there at a start. Read back, the code is the value without its first character. A file whose
 * header says "referralCode" holds the codes as they are (rows written before).
 */
const TAGGED_CODE_FIELD = 'referralCodeTagged';
const TAG = '-';
/** The header written: the entry's fields, the referral code tagged. */
const ROW_FIELDS = ENTRY_FIELDS.map((field) =>
  field === 'referralCode' ? TAGGED_CODE_FIELD : field,
);
const CODE_INDEX = ENTRY_FIELDS.indexOf('referralCode');

/** The referral code of a tagged row value: without its tag (a value that is no string stays as it is). */
function untag(value: unknown): unknown {
  return typeof value === 'string' ? value.slice(TAG.length) : value;
}

/** A field name a row header may hold: a plain identifier (so never "__proto__"). */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The snapshot's entries as rows: each entry an array of its values in the order of a header
 * written once (`waitlistFields`), instead of an object repeating every field's name. A million
 * entries read twice as fast (half the bytes, and the parsed rows die young instead of the
 * parsed objects being copied into the old generation) and the file is half the size. An entry's
 * other fields (updatedAt, attribution) follow its values as one object; an entry lacking a field
 * of the header is written as an object, as are all entries of a file written before rows, and
 * both forms are read.
 */
export const snapshotCodec: JsonCodec = {
  encode(data) {
    const snapshot = data as Record<string, unknown>;
    if (!Array.isArray(snapshot.waitlist)) return data;
    const encoded: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(snapshot)) {
      if (key === WAITLIST_FIELDS_KEY) continue;
      // The header comes first: the reader turns rows into entries as it reads them.
      if (key === 'waitlist') encoded[WAITLIST_FIELDS_KEY] = ROW_FIELDS;
      encoded[key] = value;
    }
    return encoded;
  },
  itemValue(key) {
    return key === 'waitlist' ? rowOf : undefined;
  },
  reviveItems(key, items, before) {
    if (key !== 'waitlist' || !(WAITLIST_FIELDS_KEY in before)) return items;
    const toEntry = entryMaker(before[WAITLIST_FIELDS_KEY]);
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index];
      if (Array.isArray(item)) items[index] = toEntry(item);
    }
    return items;
  },
};

/** An entry's row: its values in ENTRY_FIELDS order, then its other fields if any. */
function rowOf(item: unknown): unknown {
  const entry = item as Record<string, unknown>;
  const row: unknown[] = new Array<unknown>(ENTRY_FIELDS.length);
  for (let index = 0; index < ENTRY_FIELDS.length; index += 1) {
    const value = entry[ENTRY_FIELDS[index]!];
    if (value === undefined) return item; // a row cannot say "absent"
    row[index] = index === CODE_INDEX && typeof value === 'string' ? TAG + value : value;
  }
  const keys = Object.keys(entry);
  if (keys.length > ENTRY_FIELDS.length) {
    const others: Record<string, unknown> = {};
    for (const key of keys) {
      if (!(ENTRY_FIELDS as readonly string[]).includes(key)) others[key] = entry[key];
    }
    row.push(others);
  }
  return row;
}

const makers = new Map<string, (row: unknown[]) => unknown>();

/**
 * Makes entries from rows of these fields. The object literal is compiled once per header, so
 * that every entry is made with all its fields at once, in one shape (as JSON.parse made them).
 */
function entryMaker(fields: unknown): (row: unknown[]) => unknown {
  if (!Array.isArray(fields) || !fields.every((field) => FIELD_NAME.test(String(field)))) {
    throw new Error(`${WAITLIST_FIELDS_KEY} is not a list of field names`);
  }
  const names = fields as string[];
  const known = makers.get(names.join());
  if (known) return known;
  // Each name is a plain identifier (checked above), so the literal's text is well formed.
  const values = names.map((name, index) =>
    name === TAGGED_CODE_FIELD ? `referralCode: untag(row[${index}])` : `${name}: row[${index}]`,
  );
  const literal = new Function('row', 'untag', `return {${values.join(', ')}};`) as (
    row: unknown[],
    untagged: typeof untag,
  ) => Record<string, unknown>;
  const maker = (row: unknown[]) => {
    const entry = literal(row, untag);
    const others = row[names.length];
    if (others !== undefined) Object.assign(entry, others);
    return entry;
  };
  makers.set(names.join(), maker);
  return maker;
}
