import { isShowableName, referralUrl, type WaitlistEntry } from '../../../src/shared/index.js';
import type { MergeValues } from '../../../src/shared/mailTemplates.js';
import type { PlaceInLine } from '../../store/loop/loopTypes.js';
import type { MessageLinks } from './index.js';

/**
 * What each merge field of an admin's template becomes for one entry (issue 28, item 4). The first
 * name only when it is fit to show (isShowableName: a stranger may have typed a link there),
 * else "there"; the place in line, or the ticket number while the entry has none.
 */
export function mergeValues(
  entry: WaitlistEntry,
  links: MessageLinks,
  line: PlaceInLine | null,
  publicUrl: string,
  /** The reward e-mail's reward (issue 29); empty in the others. */
  rewardName = '',
): MergeValues {
  return {
    firstName: isShowableName(entry.firstName) ? entry.firstName.trim() : 'there',
    place: String(line?.place ?? entry.position),
    total: line ? String(line.total) : '',
    referralUrl: referralUrl(publicUrl, entry.referralCode),
    statusUrl: links.statusUrl,
    confirmUrl: links.confirmUrl ?? '',
    inviteUrl: links.inviteUrl ?? '',
    rewardName,
  };
}
