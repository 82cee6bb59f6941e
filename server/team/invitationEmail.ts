import { INVITATION_VALID_MS, type TeamRole } from '../../src/shared/team.js';
import type { ComposedEmail } from '../mail/composeEmail.js';
import { messageIdFor } from '../mail/composeEmail.js';
import type { LoopSettings } from '../mail/loopSettings.js';
import { escapeHtml } from '../mail/templates/layout.js';
import type { OutboxDraft, OutboxMessage } from '../store/loop/loopTypes.js';

/** The admin app's invitation page (issue 40, item 2). */
export const joinPagePath = (token: string) => `/admin/join/${token}`;

/** An invitation's outbox payload: tied to no entry, rendered from these fields when sent. */
export interface TeamInvitationPayload {
  type: 'team-invitation';
  token: string;
  name: string;
  role: TeamRole;
  invitedBy: string;
}

export function isTeamInvitationPayload(
  payload: Record<string, unknown>,
): payload is Record<string, unknown> & TeamInvitationPayload {
  return payload.type === 'team-invitation' && typeof payload.token === 'string';
}

export function teamInvitationDraft(to: string, payload: TeamInvitationPayload): OutboxDraft {
  return { kind: 'email', entryId: null, to, payload: { ...payload } };
}

const HIDDEN_LINK = '(the link is only in the e-mail)';

/**
 * The invitation e-mail. The admin's outbox view gets it with the link hidden: whoever reads the
 * outbox must not be able to join in the invitee's place.
 */
export function composeTeamInvitation(
  message: OutboxMessage,
  settings: LoopSettings,
  { hideLink }: { hideLink: boolean },
): ComposedEmail | null {
  if (message.kind !== 'email' || !isTeamInvitationPayload(message.payload)) return null;
  const { token, name, role, invitedBy } = message.payload;
  const link = hideLink ? HIDDEN_LINK : settings.publicUrl + joinPagePath(token);
  const hours = INVITATION_VALID_MS / 3_600_000;
  const lines = [
    `Hello ${name},`,
    `${invitedBy} invited you to the Synapse admin team as ${role}.`,
    `Open this link within ${hours} hours to choose your password and sign in:`,
    link,
    'If you did not expect this invitation, ignore this e-mail.',
  ];
  const href = hideLink ? '' : ` href="${escapeHtml(link)}"`;
  const html =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    lines
      .map((line) =>
        line === link ? `<p><a${href}>${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`,
      )
      .join('') +
    '</body></html>';
  return {
    from: settings.mailFrom,
    to: message.to,
    subject: 'You are invited to the Synapse admin team',
    text: lines.join('\n\n') + '\n',
    html,
    messageId: messageIdFor(message.id, settings.publicUrl),
    headers: {},
  };
}
