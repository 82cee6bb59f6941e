import { Router } from 'express';
import {
  API_MOUNTS,
  apiPaths,
  GROWTH_TEXTS,
  leaderboardChoiceSchema,
  routeWithin,
  type LeaderboardChoice,
} from '../../src/shared/index.js';
import { HttpError, parseBody } from '../http/errors.js';
import { checkToken, LINK_MESSAGES } from '../loop/linkErrors.js';
import type { LoopContext } from '../loop/loopContext.js';

/**
 * The public leaderboard (issue 29): off unless LEADERBOARD=on. GET /api/leaderboard answers the
 * top referrers from a cache computed at most once a minute (the loop context's); a person leaves
 * it (shown as "Anonymous") or comes back from their status page, through their own signed link,
 * and the next request shows the change.
 */
export function leaderboardRouter(
  loop: LoopContext,
  /** `enabled`: LEADERBOARD or the admin's setting, read per request (issue 29, item 4). */
  { enabled }: { enabled: () => boolean },
): Router {
  const { store, tokens, leaderboard } = loop;
  const router = Router();
  const route = (path: string) => routeWithin(API_MOUNTS.api, path);

  router.get(route(apiPaths.leaderboard), async (_req, res) => {
    if (!enabled()) throw new HttpError(404, GROWTH_TEXTS.leaderboardOff);
    res.set('Cache-Control', 'no-cache').json(await leaderboard.board());
  });

  const entryOf = async (token: string) => {
    const claims = checkToken(tokens, token, 'status', loop.now());
    const entry = await store.findEntry(claims.entryId);
    if (!entry) throw new HttpError(410, LINK_MESSAGES.gone);
    return entry;
  };
  const choice = async (entryId: number): Promise<LeaderboardChoice> => ({
    enabled: enabled(),
    hidden: (await store.growth.leaderboardHidden([entryId])).has(entryId),
  });

  router.get(route(apiPaths.statusLeaderboard), async (req, res) => {
    const entry = await entryOf(String(req.params.token));
    res.set('Cache-Control', 'no-store').json(await choice(entry.id));
  });

  router.put(route(apiPaths.statusLeaderboard), async (req, res) => {
    const entry = await entryOf(String(req.params.token));
    const { hidden } = parseBody(leaderboardChoiceSchema, req.body);
    await store.growth.setLeaderboardHidden(entry.id, hidden);
    leaderboard.forget();
    res.set('Cache-Control', 'no-store').json(await choice(entry.id));
  });

  return router;
}
