import { useEffect } from 'react';

/** The booth's web app manifest and service worker (public/booth.webmanifest, booth-sw.js). */
export const BOOTH_MANIFEST = '/booth.webmanifest';
export const BOOTH_WORKER = '/booth-sw.js';

function setMeta(name: string, content: string): () => void {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const previous = meta?.content;
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
  return () => {
    if (previous === undefined) meta.remove();
    else meta.content = previous;
  };
}

/**
 * Makes /booth an installable full-screen app: its own manifest (standalone, landscape), the
 * viewport reaching under the notch (safe areas padded in CSS), Safari's standalone tags, and the
 * service worker that keeps /booth working with no network.
 */
export function useStandaloneShell(): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const previousManifest = link?.getAttribute('href');
    link?.setAttribute('href', BOOTH_MANIFEST);
    const undo = [
      setMeta('viewport', 'width=device-width, initial-scale=1.0, viewport-fit=cover'),
      setMeta('apple-mobile-web-app-capable', 'yes'),
      setMeta('mobile-web-app-capable', 'yes'),
      setMeta('apple-mobile-web-app-status-bar-style', 'black-translucent'),
      setMeta('apple-mobile-web-app-title', 'Synapse Booth'),
    ];
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.register(BOOTH_WORKER, { scope: '/booth' }).catch((error) => {
        console.error('The booth could not install its offline worker:', error);
      });
    }
    return () => {
      if (previousManifest) link?.setAttribute('href', previousManifest);
      undo.forEach((step) => step());
    };
  }, []);
}
