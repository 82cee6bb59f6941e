import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  MemoryStore,
  rateLimit,
  type Options,
  type Store as RateLimitStore,
} from 'express-rate-limit';
import { clientAddress } from '../http/clientAddress.js';
import { log } from '../logging/logger.js';
import { tooManyRequests } from '../http/rateLimits.js';
import type { LinkTokens } from '../loop/tokens.js';
import { rateLimitStoreOf } from '../store/capabilities.js';
import type { Store } from '../store/types.js';
import { API_MOUNTS, apiPaths, routeWithin } from '../../src/shared/apiPaths.js';
import { RATE_LIMIT_TEXTS } from '../../src/shared/serverTexts.js';
import { BOOTH_DEVICE_TEXTS } from '../../src/shared/boothDevices.js';
import { clientNetworkHasher, networkHashKey } from './clientNetwork.js';

/**
 * Issue 24, item 10: wrong API keys and forged link tokens are guesses. After GUESSES_PER_MINUTE
 * of them from one client network (IPv4 /24, IPv6 /48, docs/product.md §17) every
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

/** What requireApiKey tells the wrong-key limiter once it knows the key (see wrongApiKeyLimiter). */
interface KeyVerdicts {
  right(): Promise<void>;
  wrong(): Promise<void>;
}

const KEY_VERDICTS = 'apiKeyGuessVerdicts';

/**
 * Before /api/v1: a wrong key shows only once requireApiKey has looked it up, so every request is
 * counted on arrival and a right key gives its count back there, before the request goes on. The
 * count is given back before the answer is sent, so a client that alternates right and wrong keys
 * is never held back one guess early by a give-back still on its way to PostgreSQL. Any other
 * answer but 401 (the API's description, a 404) gives its count back when it is sent.
 */
export function wrongApiKeyLimiter(store: Store, sessionSecret: string): Router {
  const counters = rateLimitStoreOf(store, 'api-key-guess') ?? new MemoryStore();
  const networkOf = clientNetworkHasher(networkHashKey(sessionSecret));
  const router = Router();
  router.use((req, res, next) => {
    const network = networkOf(clientAddress(req)) ?? 'invalid';
    let counted = true;
    const verdicts: KeyVerdicts = {
      async right() {
        if (!counted) return;
        counted = false;
        await counters.decrement(network);
      },
      async wrong() {
        if (counted) return;
        counted = true;
        await counters.increment(network);
      },
    };
    res.locals[KEY_VERDICTS] = verdicts;
    // A request no key check refused (the API's description, a 404, a 429) is no guess either.
    res.on('finish', () => {
      if (res.statusCode === 401) return;
      verdicts.right().catch((error: unknown) => {
        log.error({ err: error }, 'Giving back a counted API key guess failed');
      });
    });
    next();
  });
  router.use(guessLimiter(sessionSecret, counters, RATE_LIMIT_TEXTS.tooManyWrongKeys));
  return router;
}

/** The key was right: its request is not a guess (a no-op where no wrong-key limiter runs). */
export async function keyWasRight(res: Response): Promise<void> {
  await (res.locals[KEY_VERDICTS] as KeyVerdicts | undefined)?.right();
}

/** A right key refused after all (a revoked device's): its request is a guess again. */
export async function keyWasWrong(res: Response): Promise<void> {
  await (res.locals[KEY_VERDICTS] as KeyVerdicts | undefined)?.wrong();
}

/**
 * Before the link routes: a forged token (not signed by this server) is known before the route
 * runs, so only forged ones are counted and held back. A link from a real e-mail always works,
 * even from a network that is guessing; an expired or used one is not a guess either.
 */
export function forgedLinkLimiter(store: Store, sessionSecret: string, tokens: LinkTokens): Router {
  const router = Router();
  // "Send the confirmation again" carries its token in the body (issue 44): a guess all the same.
  const tokenOf = (req: Request) =>
    String(req.params.token ?? (req.body as { token?: unknown } | undefined)?.token ?? '');
  router.use(
    [...LINK_TOKEN_PATHS, routeWithin(API_MOUNTS.api, apiPaths.resendConfirmation)],
    guessLimiter(
      sessionSecret,
      rateLimitStoreOf(store, 'link-guess'),
      RATE_LIMIT_TEXTS.tooManyBrokenLinks,
      { skip: (req) => tokens.isSigned(tokenOf(req)) },
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
