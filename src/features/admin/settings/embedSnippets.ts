import { EMBED_HEIGHT_MESSAGE, GROWTH_TEXTS } from '@shared/growth';

/**
 * The two ways to put the sign-up on another site (docs/growth.md), written for this site's
 * address: the widget's element and script, or the /embed iframe with the lines that follow its
 * height. The admin pastes them as they are (issue 44, item 7).
 */
export function widgetSnippet(origin: string): string {
  return [
    '<synapse-waitlist theme="light"></synapse-waitlist>',
    `<script src="${origin}/widget.js" defer></script>`,
  ].join('\n');
}

export function iframeSnippet(origin: string): string {
  return [
    '<iframe',
    '  id="synapse-waitlist"',
    `  title="${GROWTH_TEXTS.embedTitle}"`,
    `  src="${origin}/embed?theme=light"`,
    '  style="width: 100%; max-width: 32rem; height: 560px; border: 0"',
    '></iframe>',
    '<script>',
    "  addEventListener('message', (event) => {",
    `    if (event.origin !== '${origin}') return;`,
    `    if (event.data?.type !== '${EMBED_HEIGHT_MESSAGE}') return;`,
    "    document.getElementById('synapse-waitlist').style.height = event.data.height + 'px';",
    '  });',
    '</script>',
  ].join('\n');
}
