import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built site. Every other GET answers index.html so that deep links such as
 * /Admin/Dashboard/ survive a reload; missing build assets stay 404s.
 */
export function siteRouter(webRoot: string): Router {
  const router = Router();
  const indexFile = join(webRoot, 'index.html');
  router.use(
    '/assets',
    express.static(join(webRoot, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(webRoot, { index: false, maxAge: '1h' }));
  router.get('/{*path}', (_req, res) => {
    if (!existsSync(indexFile)) {
      res.status(404).type('text/plain').send('The site is not built yet. Run "npm run build".');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return router;
}
