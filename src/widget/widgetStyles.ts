import { WIDGET_FONT_PATH } from '../shared/growth';

const WIDGET_FONT = 'Synapse Widget Grotesk';

/**
 * Declares the site's font on the host page, from the widget's own server (a shadow root's
 * @font-face is not used by browsers): nothing comes from a third host, and a page whose CSP
 * refuses it keeps the fallback below.
 */
export function loadWidgetFont(origin: string): void {
  if (document.querySelector('style[data-synapse-widget-font]')) return;
  const style = document.createElement('style');
  style.dataset.synapseWidgetFont = '';
  style.textContent =
    `@font-face{font-family:'${WIDGET_FONT}';font-style:normal;font-display:swap;` +
    `font-weight:300 700;src:url('${origin}${WIDGET_FONT_PATH}') format('woff2-variations');}`;
  document.head.append(style);
}

/**
 * The widget's look (issue 29): the site's tokens (src/styles/global.css) in both themes, inside
 * its shadow root so that the host page's CSS and ours never meet. theme="light" switches.
 */
export const WIDGET_CSS = `
:host {
  --bg: #0f172a; --surface: #162036; --border: #2a3856; --fg: #e6edf7; --muted: #a3b1c6;
  --accent: #38bdf8; --on-accent: #04111d; --danger: #fca5a5; --danger-bg: #3b0d12;
  --success: #4ade80; --focus: #fbbf24;
  display: block; max-width: 32rem; color: var(--fg); color-scheme: dark;
  font-family: '${WIDGET_FONT}', 'Space Grotesk Variable', system-ui, sans-serif; line-height: 1.5;
}
:host([theme='light']) {
  --bg: #ffffff; --surface: #eef2f8; --border: #c9d3e2; --fg: #0b1220; --muted: #44516a;
  --accent: #0369a1; --on-accent: #ffffff; --danger: #b91c1c; --danger-bg: #fef2f2;
  --success: #15803d; --focus: #b45309; color-scheme: light;
}
* { box-sizing: border-box; }
.card { display: grid; gap: 0.75rem; padding: 1.25rem; border: 1px solid var(--border);
  border-radius: 0.75rem; background: var(--bg); }
h1, h2 { margin: 0; font-size: 1.25rem; line-height: 1.3; }
.names { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); }
.field { display: grid; gap: 0.25rem; }
label { font-weight: 600; font-size: 0.95rem; }
input[type='text'], input[type='email'] { width: 100%; padding: 0.6rem 0.75rem; font: inherit;
  color: var(--fg); background: var(--surface); border: 1px solid var(--border); border-radius: 0.5rem; }
.consent { display: flex; gap: 0.5rem; align-items: flex-start; }
.consent input { width: 1.25rem; height: 1.25rem; margin: 0.15rem 0 0; accent-color: var(--accent); }
.consent label { font-weight: 400; }
input:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
button { min-height: 2.75rem; padding: 0.6rem 1.25rem; font: inherit; font-weight: 700;
  color: var(--on-accent); background: var(--accent); border: 0; border-radius: 999px; cursor: pointer; }
button:disabled { opacity: 0.7; cursor: progress; }
.error { margin: 0; color: var(--danger); font-size: 0.9rem; }
.alert:not(:empty) { margin: 0; padding: 0.75rem 1rem; color: var(--danger); background: var(--danger-bg);
  border: 1px solid var(--danger); border-radius: 0.6rem; }
.status { margin: 0; color: var(--muted); font-size: 0.9rem; }
/* Empty, the live regions take no room: their share of the card's gap is given back. */
.status:empty, .alert:empty { margin-top: -0.75rem; }
.trap { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
.done h2 { color: var(--success); }
.refused p { margin: 0; }
.join-here { justify-self: start; min-height: 2.75rem; padding: 0.6rem 1.25rem; font-weight: 700;
  color: var(--on-accent); background: var(--accent); border-radius: 999px; text-decoration: none; }
.join-here:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.done p { margin: 0; }
.done .position { font-size: 1.15rem; font-weight: 700; }
.done .hint { padding: 0.6rem 0.85rem; border: 1px solid var(--accent); border-radius: 0.6rem; }
.referral { display: grid; gap: 0.4rem; }
.share-row { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.share-row input { flex: 1 1 100%; min-width: 0; }
.outline { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0.5rem 1rem;
  font: inherit; font-weight: 600; color: var(--fg); background: transparent; text-decoration: none;
  border: 1px solid var(--border); border-radius: 999px; cursor: pointer; }
a.outline:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
`;
