import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@app/App';
import { startHydratingPrerender } from '@lib/hydration';
import { rememberReferral } from '@lib/referral';
import { rememberAttribution } from '@lib/attribution';
import { watchPageInteractions } from '@lib/firstInteraction';
import './styles/fonts.css';
import './styles/global.css';

// A visit through a referral link (?ref=CODE) carries the code to every join path.
rememberReferral();
// Where the visit came from (UTM fields, the referring site) goes with a join too (issue 29).
rememberAttribution();
// The sign-up's time check runs from the visitor's first touch, key or focus (issue 44).
watchPageInteractions();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Pages prerendered at build time (scripts/build/prerender.mjs) arrive with their markup: hydrate
// it, in a transition so that React yields to the browser between pieces instead of one long task.
if (root.hasChildNodes()) {
  startHydratingPrerender();
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);
