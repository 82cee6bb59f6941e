import { describe, expect, it } from 'vitest';
import { iframeSnippet, widgetSnippet } from './embedSnippets';

describe('the embed snippets in Settings (issue 44, item 7)', () => {
  it("load the widget from this site's own address", () => {
    expect(widgetSnippet('https://waitlist.example.com')).toBe(
      '<synapse-waitlist theme="light"></synapse-waitlist>\n' +
        '<script src="https://waitlist.example.com/widget.js" defer></script>',
    );
  });

  it('frame /embed and follow its height from that address only', () => {
    const snippet = iframeSnippet('https://waitlist.example.com');
    expect(snippet).toContain('src="https://waitlist.example.com/embed?theme=light"');
    expect(snippet).toContain('title="Join the waitlist"');
    expect(snippet).toContain("if (event.origin !== 'https://waitlist.example.com') return;");
    expect(snippet).toContain("event.data?.type !== 'synapse:embed-height'");
  });
});
