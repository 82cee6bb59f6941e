import { Router } from 'express';
import { GROWTH_TEXTS, WIDGET_FONT_PATH } from '../../src/shared/index.js';

/** The widget's script (issue 29), built by vite.widget.config.ts into the web root. */
export const WIDGET_SCRIPT = '/widget.js';

/**
 * The iframe page: the widget alone, its own heading the page's, on a transparent page (no box
 * around its card: the host page shows through), with the few lines that tell the host its height.
 */
const EMBED_PAGE = `<!doctype html>
<html lang="en" class="dark" data-synapse-embed>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${GROWTH_TEXTS.embedTitle}</title>
    <style>
      html { color-scheme: dark; background: transparent; }
      html.light { color-scheme: light; }
      /* Room for the focus ring of the card's edge fields, nothing more. */
      body { margin: 0; padding: 4px; }
      synapse-waitlist { max-width: none; }
    </style>
    <script src="${WIDGET_SCRIPT}" defer></script>
  </head>
  <body>
    <main>
      <synapse-waitlist heading-level="1"></synapse-waitlist>
    </main>
  </body>
</html>
`;

/** A CSP directive list with `name` set to `value` (added when missing). */
function withDirective(policy: string, name: string, value: string): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split(/\s+/)[0] !== name);
  return [...directives, `${name} ${value}`].join(';');
}

/**
 * /embed and /widget.js (issue 29). /embed may be framed by exactly WIDGET_ORIGINS (CSP
 * frame-ancestors; 'none' when there are none) and its widget may start its solver from a blob;
 * /widget.js may be loaded by any page (its calls are what WIDGET_ORIGINS allows).
 */
export function embedRouter(widgetOrigins: () => readonly string[]): Router {
  const router = Router();
  router.get(/^\/embed\/?$/i, (_req, res) => {
    // Read per request: the admin may change the origins (issue 29, item 4).
    const origins = widgetOrigins();
    const ancestors = origins.length > 0 ? origins.join(' ') : "'none'";
    const policy = String(res.get('Content-Security-Policy') ?? '');
    const framed = withDirective(policy, 'frame-ancestors', ancestors);
    res.set('Content-Security-Policy', withDirective(framed, 'worker-src', "'self' blob:"));
    // frame-ancestors decides; X-Frame-Options would refuse every other site.
    res.removeHeader('X-Frame-Options');
    res.set('Cache-Control', 'no-cache').type('html').send(EMBED_PAGE);
  });
  router.get(WIDGET_SCRIPT, (_req, res, next) => {
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  // The widget's font is fetched by any page that shows it: fonts are CORS requests.
  router.get(WIDGET_FONT_PATH, (_req, res, next) => {
    res.set({ 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' });
    next();
  });
  return router;
}
