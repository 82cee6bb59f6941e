/**
 * One inbox is one entry (DECISIONS "Growth"): the canonical mailbox decides duplicates and
 * self-referrals, while the address is stored as typed. Lower case and trimmed; a `+tag` dropped at
 * every domain; at Gmail the dots of the local part dropped too, and googlemail.com counted as
 * gmail.com, since Gmail delivers all of them to one inbox.
 *
 * PostgreSQL computes the same in migration 22's synapse_mailbox() (a stored column with a unique
 * index); server/store/postgres/mailboxKey.test.ts holds the two together, so a change here needs
 * a migration.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  // A leading "+" is the whole name, not a tag: "+1@example.com" stays itself.
  const tag = local.indexOf('+', 1);
  if (tag > 0) local = local.slice(0, tag);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** Domains whose local part ignores dots: Gmail's two names. */
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);
