import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { EntriesState } from '../entries/lowdbEntriesState.js';
import type { ReferralStore } from './referralTypes.js';

/** Referrals and abuse on lowdb (issues 14 and 24): reads of the state's indexes in memory. */
export class LowdbReferrals implements ReferralStore {
  constructor(private readonly engine: { readonly state: EntriesState }) {}

  async nextReferralGain(entry: WaitlistEntry, includeWaiting: boolean): Promise<number> {
    return this.engine.state.line.nextReferralGain(entry, includeWaiting);
  }

  async listReview(offset: number, limit: number) {
    return this.engine.state.listReview(offset, limit);
  }

  async listSharedMailboxes(offset: number, limit: number) {
    return this.engine.state.listSharedMailboxes(offset, limit);
  }

  async topReferrers(limit: number): Promise<WaitlistEntry[]> {
    return this.engine.state.topReferrers(limit);
  }

  async listLine(offset: number, limit: number, includeWaiting: boolean) {
    return this.engine.state.listLine(offset, limit, includeWaiting);
  }
}
