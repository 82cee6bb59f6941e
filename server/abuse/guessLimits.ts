import { Router, type Request, type RequestHandler } from 'express';
import { rateLimit, type Options, type Store as RateLimitStore } from 'express-rate-limit';
import { clientAddress } from '../http/clientAddress.js';
import { tooManyRequests } from '../http/rateLimits.js';
import type { LinkTokens } from '../loop/tokens.js';
import { rateLimitStoreOf } from '../store/capabilities.js';
import type { Store } from '../store/types.js';
import { RATE_LIMIT_TEXTS } from '../../src/shared/serverTexts.js';
import { BOOTH_DEVICE_TEXTS } from '../../src/shared/boothDevices.js';
import { clientNetworkHasher, networkHashKey } from './clientNetwork.js';

/**
 * Issue 24, item 10: wrong API keys and forged link tokens are guesses. After GUESSES_PER_MINUTE
 * of them from one client network (IPv4 /24, IPv6 /48, DECISIONS "Referrals and abuse") every
 * further guess answers 429 until the minute is over. Only failures count; the counters are in
 * PostgreSQL when the store is (every process shares them), and are keyed by the network's
 * keyed hash, so no raw address is stored.
 */
export const GUESSES_PER_MINUTE = 20;
export const GUESS_WINDOW_MS = 60_000;

/** The link paths whose :token is signed by LinkTokens (under /api): confirm, status, invite. */
export const LINK_TOKEN_PATHS = ['/confirm/:token', '/status/:token', '/invite/:token'];

function guessLimiter(
  sessionSecret: string,
  store: RateLimitStore | undefined,
  message: string,
  counting: Pick<Partial<Options>, 'skip' | 'skipSuccessfulRequests' | 'requestWasSuccessful'> = {},
): RequestHandler {
  const networkOf = clientNetworkHasher(networkHashKey(sessionSecret));
  return rateLimit({
    windowMs: GUESS_WINDOW_MS,
    limit: GUESSES_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A client address that is not one (a forged X-Forwarded-For) shares one counter.
    keyGenerator: (req: Request) => networkOf(clientAddress(req)) ?? 'invalid',
    ...(store ? { store } : {}),
    handler: tooManyRequests(message),
    ...counting,
  });
}

/**
 * Before /api/v1: a wrong key shows only in the answer, so every request is counted and one that
 * was not refused for its key gives its count back. 401 is what /api/v1 answers a missing, wrong
 * or revoked key, and nothing else.
 */
export function wrongApiKeyLimiter(store: Store, sessionSecret: string): RequestHandler {
  return guessLimiter(
    sessionSecret,
    rateLimitStoreOf(store, 'api-key-guess'),
    RATE_LIMIT_TEXTS.tooManyWrongKeys,
    {
      skipSuccessfulRequests: true,
      requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    },
  );
}

/**
 * Before the link routes: a forged token (not signed by this server) is known before the route
 * runs, so only forged ones are counted and held back. A link from a real e-mail always works,
 * even from a network that is guessing; an expired or used one is not a guess either.
 */
export function forgedLinkLimiter(store: Store, sessionSecret: string, tokens: LinkTokens): Router {
  const router = Router();
  router.use(
    LINK_TOKEN_PATHS,
    guessLimiter(
      sessionSecret,
      rateLimitStoreOf(store, 'link-guess'),
      RATE_LIMIT_TEXTS.tooManyBrokenLinks,
      { skip: (req) => tokens.isSigned(String(req.params.token)) },
    ),
  );
  return router;
}

/**
 * After POST /api/booth/pair refused a code (issue 27): a wrong, used or expired pairing code
 * counts as a guess, and past the limit answers 429 instead of 400. The route calls it only for
 * a refused code, so a valid code pairs whatever its network sent before (issue 38, item 10).
 */
export function wrongPairingCodeLimiter(store: Store, sessionSecret: string): RequestHandler {
  return guessLimiter(
    sessionSecret,
    rateLimitStoreOf(store, 'pairing-guess'),
    BOOTH_DEVICE_TEXTS.tooManyTries,
  );
}
