import type { WaitlistEntry } from '../../src/shared/index.js';
import { fieldsIn } from '../../src/shared/mailTemplates.js';
import { isEmailPayload } from '../loop/messages.js';
import type { LinkTokens } from '../loop/tokens.js';
import type { OutboxMessage } from '../store/loop/loopTypes.js';
import type { Store } from '../store/types.js';
import { composeEmail, type ComposedEmail } from './composeEmail.js';
import type { LoopSettings } from './loopSettings.js';

/**
 * An outbox e-mail as it goes out now: in the admin's wording of its template when one is stored
 * (issue 28, item 4), with the entry's place in line read only when the wording asks for it.
 */
export async function composeStoredEmail(
  store: Pick<Store, 'templates' | 'placeInLine'>,
  message: OutboxMessage,
  entry: WaitlistEntry,
  settings: LoopSettings,
  tokens: LinkTokens,
): Promise<ComposedEmail | null> {
  if (message.kind !== 'email' || !isEmailPayload(message.payload)) return null;
  const words = await store.templates.getTemplate(message.payload.template);
  if (!words) return composeEmail(message, entry, settings, tokens);
  const fields = fieldsIn(`${words.subject}\n${words.body}`);
  const line =
    fields.includes('place') || fields.includes('total')
      ? await store.placeInLine(entry, !settings.doubleOptIn)
      : null;
  return composeEmail(message, entry, settings, tokens, { words, line });
}
