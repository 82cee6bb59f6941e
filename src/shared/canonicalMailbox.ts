/**
 * One inbox is one entry (docs/product.md §24): the canonical mailbox decides duplicates and
 * self-referrals, while the address is stored as typed. Lower case and trimmed; a `+tag` dropped at
 * every domain; at Gmail the dots of the local part dropped too, and googlemail.com counted as
 * gmail.com, since Gmail delivers all of them to one inbox.
 *
 * PostgreSQL computes the same in synapse_mailbox() (server/store/entries/postgresMailbox.sql, a
 * stored column with a unique index); server/store/entries/mailbox.rule.test.ts holds the two
 * together, so a change here needs a migration.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  // A leading "+" is the whole name, not a tag: "+1@example.com" stays itself.
  const tag = address.indexOf('+', 1);
  const tagged = tag > 0 && tag < at;
  const gmail = GMAIL_DOMAINS.some((domain) => address.endsWith(domain));
  // Most addresses are their own mailbox: answered without a new string (a million of them are
  // indexed after a lowdb start, issue 30).
  if (!tagged && !gmail) return address;
  const local = address.slice(0, tagged ? tag : at);
  return gmail ? `${local.replaceAll('.', '')}@gmail.com` : `${local}${address.slice(at)}`;
}

/** The domains that are one Gmail, each after its '@' (the last '@' of an address ending so). */
const GMAIL_DOMAINS: readonly string[] = ['@gmail.com', '@googlemail.com'];
