import { defineWaitlistElement } from './waitlistElement';
import { serverOrigin, widgetApi } from './widgetApi';
import { startEmbedFrame } from './embedFrame';

// GET /widget.js (issue 29): defines <synapse-waitlist>; on /embed, also runs the iframe's side.
defineWaitlistElement(widgetApi(serverOrigin(document.currentScript)));
if (document.documentElement.hasAttribute('data-synapse-embed')) {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', startEmbedFrame);
  } else startEmbedFrame();
}
