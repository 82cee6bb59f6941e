import {
  canonicalMailbox,
  type SharedMailbox,
  type WaitlistEntry,
} from '../../../src/shared/index.js';

/**
 * Entries by canonical mailbox (DECISIONS "Growth": one inbox is one entry). A join finds the
 * inbox's entry here. Data files written before the canonical mailbox existed may hold several
 * entries of one inbox (x+1@ and x+2@): they load side by side, the earliest answers a repeat join,
 * and the admin sees them listed; nothing is merged.
 */
export class MailboxIndex {
  /** One entry per inbox; an array only for an inbox an older data file holds several times. */
  private readonly byMailbox = new Map<string, WaitlistEntry | WaitlistEntry[]>();
  /** The inboxes held by more than one entry. */
  private readonly shared = new Set<string>();

  add(entry: WaitlistEntry): void {
    const mailbox = canonicalMailbox(entry.email);
    const held = this.byMailbox.get(mailbox);
    if (held === undefined) {
      this.byMailbox.set(mailbox, entry);
      return;
    }
    const entries = Array.isArray(held) ? held : [held];
    const others = entries.filter((other) => other.id !== entry.id);
    const all = [...others, entry].sort((a, b) => a.position - b.position);
    this.store(mailbox, all);
  }

  remove(entry: WaitlistEntry): void {
    const mailbox = canonicalMailbox(entry.email);
    const held = this.byMailbox.get(mailbox);
    if (held === undefined) return;
    if (!Array.isArray(held)) {
      if (held.id === entry.id) this.byMailbox.delete(mailbox);
      return;
    }
    this.store(
      mailbox,
      held.filter((other) => other.id !== entry.id),
    );
  }

  /** The inbox's entry: the earliest when an older data file holds it more than once. */
  find(email: string): WaitlistEntry | undefined {
    const held = this.byMailbox.get(canonicalMailbox(email));
    return Array.isArray(held) ? held[0] : held;
  }

  /** Inboxes held by more than one entry, the one with the earliest entry first. */
  listShared(offset: number, limit: number): { groups: SharedMailbox[]; total: number } {
    const groups = [...this.shared]
      .map((mailbox) => ({ mailbox, entries: this.byMailbox.get(mailbox) as WaitlistEntry[] }))
      .sort((a, b) => a.entries[0]!.position - b.entries[0]!.position);
    return {
      groups: groups.slice(offset, offset + limit).map(({ mailbox, entries }) => ({
        mailbox,
        entries: [...entries],
      })),
      total: groups.length,
    };
  }

  private store(mailbox: string, entries: WaitlistEntry[]): void {
    if (entries.length === 0) this.byMailbox.delete(mailbox);
    else this.byMailbox.set(mailbox, entries.length === 1 ? entries[0]! : entries);
    if (entries.length > 1) this.shared.add(mailbox);
    else this.shared.delete(mailbox);
  }
}
