import { Router, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  apiPaths,
  routeWithin,
  TEAM_TEXTS,
  teamInviteSchema,
  teamRoleChangeSchema,
  teamSettingsSchema,
  type TeamListResponse,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { requireRecentPassword } from '../auth/reauth.js';
import { requireUser } from '../auth/requireUser.js';
import { signedIn } from '../auth/signedInAccount.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';
import { teamInvitationDraft } from '../team/invitationEmail.js';
import {
  invitationId,
  teamChangeDone,
  memberById,
  newInvitationToken,
  revokeKeysMadeBy,
  toInvitationView,
  toMember,
} from '../team/teamRules.js';

/** The Team section's calls (issue 40, item 2), owners only by the route-role table. */
export function teamAdminRouter(store: Store, session: RequestHandler, now: () => Date): Router {
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.admin, path);
  router.use([route(apiPaths.adminUsers), route(apiPaths.adminTeamSettings)], session, requireUser);

  router.get(route(apiPaths.adminUsers), async (_req, res) => {
    const [users, invitations, settings] = await Promise.all([
      store.listUsers(),
      store.team.openInvitations(now()),
      store.team.getSettings(),
    ]);
    const body: TeamListResponse = {
      members: await Promise.all(users.map((user) => toMember(store, user))),
      invitations: invitations.map(toInvitationView),
      settings,
    };
    res.json(body);
  });

  // An invitation gives lasting access: the password is asked again (docs/product.md §23).
  router.post(route(apiPaths.adminUsers), requireRecentPassword(store), async (req, res) => {
    const { email, name, role } = parseBody(teamInviteSchema, req.body);
    if (await store.findUser(email)) throw new HttpError(409, TEAM_TEXTS.alreadyMember);
    const invitedBy = signedIn(req).name || signedIn(req).username;
    const { token, tokenHash, expiresAt } = newInvitationToken(now());
    const invitation = await store.team.createInvitation({
      email,
      name,
      role,
      tokenHash,
      invitedBy,
      expiresAt,
    });
    await store.enqueueWebhook(
      teamInvitationDraft(email, { type: 'team-invitation', token, name, role, invitedBy }),
    );
    await audit(store, { action: 'team-invited', req, detail: `${email} as ${role}` });
    res.status(201).json({ id: invitation.id });
  });

  router.post(route(apiPaths.adminInvitationResend), async (req, res) => {
    const id = invitationId(String(req.params.id));
    const invitation = (await store.team.openInvitations(now())).find((open) => open.id === id);
    const { token, tokenHash, expiresAt } = newInvitationToken(now());
    if (!invitation || !(await store.team.renewInvitation(id, tokenHash, expiresAt, now()))) {
      throw new HttpError(404, TEAM_TEXTS.invitationNotFound);
    }
    const { email, name, role, invitedBy } = invitation;
    await store.enqueueWebhook(
      teamInvitationDraft(email, { type: 'team-invitation', token, name, role, invitedBy }),
    );
    await audit(store, { action: 'team-invitation-resent', req, detail: email });
    res.status(204).end();
  });

  router.delete(route(apiPaths.adminInvitation), async (req, res) => {
    const id = invitationId(String(req.params.id));
    const invitation = (await store.team.openInvitations(now())).find((open) => open.id === id);
    if (!invitation || !(await store.team.closeInvitation(id, now()))) {
      throw new HttpError(404, TEAM_TEXTS.invitationNotFound);
    }
    await audit(store, { action: 'team-invitation-revoked', req, detail: invitation.email });
    res.status(204).end();
  });

  router.patch(route(apiPaths.adminUser), requireRecentPassword(store), async (req, res) => {
    const { role } = parseBody(teamRoleChangeSchema, req.body);
    const member = memberById(await store.listUsers(), String(req.params.id));
    teamChangeDone(await store.setUserRole(member.username, role));
    const detail = `${member.username}: ${member.role} -> ${role}`;
    await audit(store, { action: 'team-role-changed', req, detail });
    res.json(await toMember(store, { ...member, role }));
  });

  // Their sessions end, their remembered browsers and API keys stop working, at once.
  router.delete(route(apiPaths.adminUser), async (req, res) => {
    const member = memberById(await store.listUsers(), String(req.params.id));
    teamChangeDone(await store.removeUser(member.username));
    const keys = await revokeKeysMadeBy(store, member.username);
    const detail = `${member.username} (${keys} API key${keys === 1 ? '' : 's'} revoked)`;
    await audit(store, { action: 'team-member-removed', req, detail });
    res.status(204).end();
  });

  router.put(route(apiPaths.adminTeamSettings), requireRecentPassword(store), async (req, res) => {
    const settings = parseBody(teamSettingsSchema, req.body);
    // Else the owner would lock themself out of this very setting.
    if (settings.requireTwoFactor && !(await store.getTwoFactor(signedIn(req).username))) {
      throw new HttpError(409, TEAM_TEXTS.ownTwoFactorFirst);
    }
    await store.team.setSettings(settings);
    const detail = `two-factor ${settings.requireTwoFactor ? 'required' : 'optional'}`;
    await audit(store, { action: 'team-settings-changed', req, detail });
    res.json(settings);
  });

  return router;
}
