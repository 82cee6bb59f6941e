import { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES } from '@shared/sitePaths';
import { renderVariant } from '@lib/pageVariant';
import { AppFrame } from './App';

/**
 * Renders one path of the site to HTML at build time (scripts/build/prerender.mjs), waiting for
 * its lazy screens, so that the page paints before any script runs; the browser then hydrates it.
 */
export async function renderPage(path: string, variant?: string): Promise<string> {
  const client = new QueryClient();
  renderVariant(variant);
  const AtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const render = async () => {
    const { prelude } = await prerender(
      <StrictMode>
        <AppFrame client={client} router={AtPath} />
      </StrictMode>,
      // Never outline a finished boundary: that needs an inline script to swap it in.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };
  // The first pass loads the lazy screens; the second finds them loaded and renders in order,
  // without the inline scripts that stream late Suspense content (the CSP forbids inline scripts).
  await render();
  const html = await render();
  if (html.includes('<script')) throw new Error(`prerendering ${path} left an inline script`);
  return html;
}

/**
 * What each prerendered page needs, as Vite manifest keys: `scripts` are the lazy screens it
 * hydrates (their chunks load with the app's script); `styles` are lazy chunks whose markup is in
 * the HTML and whose stylesheets are therefore inlined, though their code loads later (the sign-up
 * form, with zod, loads when hydration reaches it).
 */
type HeadNeeds = { scripts: string[]; styles: string[]; typeAhead?: true };
const HEAD_NEEDS: Record<string, HeadNeeds> = {
  '/': {
    scripts: ['src/features/landing/pages/HomePage.tsx'],
    styles: ['src/features/waitlist/WaitlistForm.tsx'],
  },
  // The boot screen takes keys before the app runs (public/boot.js keeps them, src/lib/typeAhead.ts).
  '/josh2': {
    scripts: ['src/features/terminal/pages/Josh2Page.tsx'],
    styles: [],
    typeAhead: true,
  },
  '/landing': { scripts: ['src/features/landing/pages/NeonLandingPage.tsx'], styles: [] },
  [NOT_FOUND_PAGE.path]: { scripts: [], styles: [] },
};

/** One entry per file to write: the path it is rendered at and what its head links. */
export function pagesToPrerender() {
  const byFile = new Map<string, (typeof PRERENDERED_PAGES)[number] & HeadNeeds>();
  for (const page of [...PRERENDERED_PAGES, NOT_FOUND_PAGE]) {
    if (byFile.has(page.file)) continue;
    const needs = HEAD_NEEDS[page.path];
    if (!needs) throw new Error(`prerender.tsx: no HEAD_NEEDS for ${page.path}`);
    byFile.set(page.file, { ...page, ...needs });
  }
  return [...byFile.values()];
}
