import { Router, type RequestHandler } from 'express';
import {
  API_MOUNTS,
  apiPaths,
  joinTeamSchema,
  routeWithin,
  TEAM_TEXTS,
  type SessionUser,
  type TeamJoinPreview,
} from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { hashPassword } from '../auth/password.js';
import { newPasswordProblem } from '../auth/passwordPolicy.js';
import { startFreshSession } from '../auth/sessionControl.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { Store } from '../store/types.js';
import { isOpen, type StoredInvitation } from '../store/team/teamTypes.js';
import { hashToken } from '../team/teamRules.js';

/**
 * The invitation link (issue 40, item 2): the invitee sees who invited them, sets a name and a
 * password, and is signed in. The link works once and for 72 hours.
 */
export function teamJoinRouter(store: Store, session: RequestHandler, now: () => Date): Router {
  const router = Router();
  const path = routeWithin(API_MOUNTS.api, apiPaths.teamJoin);

  async function openInvitation(token: string | undefined): Promise<StoredInvitation> {
    const found = token ? await store.team.invitationByTokenHash(hashToken(token)) : undefined;
    if (!found || !isOpen(found, now())) throw new HttpError(404, TEAM_TEXTS.invitationInvalid);
    return found;
  }

  router.get(path, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { email, name, role } = await openInvitation(String(req.params.token));
    const body: TeamJoinPreview = { email, name, role };
    res.json(body);
  });

  router.post(path, session, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { name, password } = parseBody(joinTeamSchema, req.body);
    const problem = newPasswordProblem(password);
    if (problem) throw new HttpError(400, problem, { password: problem });
    const invitation = await openInvitation(String(req.params.token));
    if (await store.findUser(invitation.email)) throw new HttpError(409, TEAM_TEXTS.alreadyMember);
    // Closed before the account exists: two tabs racing on one link make one account.
    if (!(await store.team.closeInvitation(invitation.id, now()))) {
      throw new HttpError(404, TEAM_TEXTS.invitationInvalid);
    }
    const user = await store.createAccount({
      username: invitation.email,
      email: invitation.email,
      name,
      role: invitation.role,
      passwordHash: await hashPassword(password),
    });
    if (!user) throw new HttpError(409, TEAM_TEXTS.alreadyMember);
    await startFreshSession(req, user.username);
    await audit(store, { action: 'team-joined', req, detail: `as ${user.role}` });
    const body: SessionUser = { username: user.username, email: user.email, name, role: user.role };
    res.status(201).json(body);
  });

  return router;
}
