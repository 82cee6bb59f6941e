import {
  canonicalMailbox,
  type SharedMailbox,
  type WaitlistEntry,
} from '../../../src/shared/index.js';
import { IdTable } from './lowdbIdTable.js';

/**
 * Entries by canonical mailbox (docs/product.md §24: one inbox is one entry). A join finds the
 * inbox's entry here. Data files written before the canonical mailbox existed may hold several
 * entries of one inbox (x+1@ and x+2@): they load side by side, the earliest answers a repeat join,
 * and the admin sees them listed; nothing is merged.
 *
 * The ids are kept by mailbox in an IdTable (no string per entry: a million inboxes took 120 MB
 * as a Map's keys); an inbox is worked out again from its entry's address when hashes agree.
 */
export class MailboxIndex {
  private readonly byMailbox: IdTable;
  /** The inboxes held by more than one entry. */
  private readonly shared = new Set<string>();

  /** `entryOf`: the stored entry of an id (the state's entries by id). */
  constructor(private readonly entryOf: (id: number) => WaitlistEntry | undefined) {
    this.byMailbox = new IdTable((id) => {
      const entry = entryOf(id);
      return entry && canonicalMailbox(entry.email);
    });
  }

  add(entry: WaitlistEntry): void {
    const mailbox = canonicalMailbox(entry.email);
    const maybeShared = this.byMailbox.add(mailbox, entry.id);
    if (maybeShared && this.byMailbox.idsOf(mailbox).length > 1) this.shared.add(mailbox);
  }

  remove(entry: WaitlistEntry): void {
    const mailbox = canonicalMailbox(entry.email);
    if (!this.byMailbox.remove(mailbox, entry.id)) return;
    if (this.shared.has(mailbox) && this.byMailbox.idsOf(mailbox).length < 2) {
      this.shared.delete(mailbox);
    }
  }

  /** The inbox's entry: the earliest when an older data file holds it more than once. */
  find(email: string): WaitlistEntry | undefined {
    const mailbox = canonicalMailbox(email);
    if (!this.shared.has(mailbox)) {
      const id = this.byMailbox.firstIdOf(mailbox);
      return id === undefined ? undefined : this.entryOf(id);
    }
    return this.entriesOf(mailbox)[0];
  }

  /** Inboxes held by more than one entry, the one with the earliest entry first. */
  listShared(offset: number, limit: number): { groups: SharedMailbox[]; total: number } {
    const groups = [...this.shared]
      .map((mailbox) => ({ mailbox, entries: this.entriesOf(mailbox) }))
      .sort((a, b) => a.entries[0]!.position - b.entries[0]!.position);
    return { groups: groups.slice(offset, offset + limit), total: groups.length };
  }

  /** The inbox's entries by position. */
  private entriesOf(mailbox: string): WaitlistEntry[] {
    return this.byMailbox
      .idsOf(mailbox)
      .map((id) => this.entryOf(id)!)
      .sort((a, b) => a.position - b.position);
  }
}
