import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import {
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  isSitePath,
  normalizeSitePath,
  sitemapPaths,
} from '../../src/shared/sitePaths.js';
import { HttpError } from './errors.js';
import { chooseEncoding, ENCODINGS, type EncodingName } from './encoding.js';
import { robotsTxt, sitemapXml } from './seo.js';
import { HTTP_TEXTS } from '../../src/shared/serverTexts.js';

/** Hashed build output: its name changes with its content, so browsers keep it for a year. */
const ASSETS_PREFIX = '/assets/';
const ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** Unhashed files at the root (icons, the preview image, boot.js). */
const ROOT_FILE_MAX_AGE_MS = 60 * 60 * 1000;
/** What the HTML of the site carries where an absolute address belongs (og:image): PUBLIC_URL. */
export const SITE_ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

interface StaticFile {
  /** Path under the web root. */
  file: string;
  encodings: Set<EncodingName>;
}

interface HtmlPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Every servable file under the web root by URL path, with its precompressed siblings. */
function indexWebRoot(webRoot: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const entries = readdirSync(webRoot, { withFileTypes: true, recursive: true });
  const names = new Set(
    entries.filter((e) => e.isFile()).map((e) => relative(webRoot, join(e.parentPath, e.name))),
  );
  for (const name of names) {
    const parts = name.split(sep);
    // Dot folders (.vite's manifest) and pages (served through the route table) are not files.
    if (parts.some((part) => part.startsWith('.')) || name.endsWith('.html')) continue;
    if (ENCODINGS.some(({ suffix }) => name.endsWith(suffix))) continue;
    const encodings = new Set(
      ENCODINGS.filter(({ suffix }) => names.has(name + suffix)).map(({ name: n }) => n),
    );
    files.set(`/${parts.join('/')}`, { file: name, encodings });
  }
  return files;
}

function htmlPage(path: string, origin: string): HtmlPage {
  const text = readFileSync(path, 'utf8').replaceAll(SITE_ORIGIN_PLACEHOLDER, origin);
  const identity = Buffer.from(text);
  return {
    identity,
    // Once per page and start, never per request.
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

export interface SiteOptions {
  /** PUBLIC_URL: the site's public origin, for absolute links in the sitemap and the preview tags. */
  publicUrl?: string | null;
  /**
   * False on a booth: every page is the shell, since the kiosk's home is the booth's screen, not
   * the prerendered landing page it would show until the app runs (issue 39).
   */
  prerendered?: boolean;
}

/**
 * Serves the built site: precompressed files (brotli or gzip, as the client accepts), hashed
 * assets cached for a year, HTML never cached without revalidation. Every path of the route table
 * answers its page (prerendered when the build made one, else the shell that renders it); any
 * other path answers the not-found page (docs/product.md §2.1) with status 404.
 */
export function siteRouter(webRoot: string, options: SiteOptions = {}): Router {
  const router = Router();
  const publicOrigin = options.publicUrl?.replace(/\/+$/, '') ?? null;
  const shellFile = join(webRoot, 'index.html');
  const pages = new Map<string, HtmlPage>();
  let files: Map<string, StaticFile> | null = null;

  const originOf = (req: Request) => publicOrigin ?? `${req.protocol}://${req.get('host')}`;

  const sendFile = (req: Request, res: Response, found: StaticFile, path: string) => {
    const encoding = chooseEncoding(req.get('accept-encoding'), found.encodings);
    if (found.encodings.size > 0) res.vary('Accept-Encoding');
    res.type(extname(found.file));
    if (encoding) res.set('Content-Encoding', encoding);
    const suffix = ENCODINGS.find(({ name }) => name === encoding)?.suffix ?? '';
    const hashed = path.startsWith(ASSETS_PREFIX);
    res.sendFile(found.file + suffix, {
      root: webRoot,
      dotfiles: 'deny',
      acceptRanges: !encoding,
      maxAge: hashed ? ASSET_MAX_AGE_MS : ROOT_FILE_MAX_AGE_MS,
      immutable: hashed,
    });
  };

  const sendPage = (req: Request, res: Response, file: string, status: number) => {
    const path = existsSync(join(webRoot, file)) ? join(webRoot, file) : shellFile;
    let page = pages.get(path);
    if (!page) {
      page = htmlPage(path, publicOrigin ?? '');
      pages.set(path, page);
    }
    const encoding = chooseEncoding(req.get('accept-encoding'), new Set(['br', 'gzip']));
    res.status(status);
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ETag: page.etag,
    });
    res.vary('Accept-Encoding');
    if (status === 200 && req.fresh) {
      res.status(304).end();
      return;
    }
    if (encoding) res.set('Content-Encoding', encoding);
    const body = encoding ? page[encoding] : page.identity;
    res.set('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(req)));
  });
  router.get('/sitemap.xml', (req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(originOf(req), sitemapPaths()));
  });

  router.get('/{*path}', (req, res, next) => {
    if (!existsSync(shellFile)) {
      res.status(404).type('text/plain').send('The site is not built yet. Run "npm run build".');
      return;
    }
    files ??= indexWebRoot(webRoot);
    const found = files.get(req.path);
    if (found) {
      sendFile(req, res, found, req.path);
      return;
    }
    if (req.path.startsWith(ASSETS_PREFIX)) {
      next(new HttpError(404, HTTP_TEXTS.noSuchAsset));
      return;
    }
    if (!isSitePath(req.path)) {
      sendPage(req, res, NOT_FOUND_PAGE.file, 404);
      return;
    }
    const path = normalizeSitePath(req.path);
    const prerendered =
      options.prerendered === false ? [] : PRERENDERED_PAGES.filter((page) => page.path === path);
    // A page with variants (src/lib/pageVariant.ts): one of them, at random.
    const file = prerendered[Math.floor(Math.random() * prerendered.length)]?.file;
    sendPage(req, res, file ?? 'index.html', 200);
  });
  return router;
}
