import { useId, useState } from 'react';
import { iframeSnippet, widgetSnippet } from './embedSnippets';
import './settings.css';

function Snippet({ title, hint, code }: { title: string; hint: string; code: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="embed-snippet">
      <h3 id={`${id}-title`} className="embed-snippet__title">
        {title}
      </h3>
      <p id={`${id}-hint`} className="admin-muted">
        {hint}
      </p>
      <pre
        className="embed-snippet__code"
        tabIndex={0}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
      >
        <code>{code}</code>
      </pre>
      <div className="embed-snippet__actions">
        <button
          type="button"
          className="btn btn--outline admin-btn--small"
          aria-label={`Copy the ${title.toLowerCase()}`}
          onClick={() => void copy()}
        >
          Copy
        </button>
        <span role="status" className="admin-muted">
          {copied === 'yes' && 'Copied.'}
          {copied === 'failed' && 'Could not copy: select the code and copy it.'}
        </span>
      </div>
    </div>
  );
}

/**
 * The sign-up for another site, ready to paste (issue 44, item 7): the widget's two lines, or
 * the iframe with its height lines, for this site's address. The site must be listed above.
 */
export function EmbedSnippetsPanel() {
  const origin = window.location.origin;
  return (
    <section className="admin-card" aria-labelledby="embed-snippets-heading">
      <h2 id="embed-snippets-heading" className="admin-card__heading">
        Put the sign-up on your site
      </h2>
      <p>
        Paste one of these into a page of a site listed under &ldquo;Sites that may embed the
        sign-up&rdquo;; on any other site the form says it may not be shown there.
      </p>
      <Snippet
        title="Widget snippet"
        hint="The form in your page, in the site's look and font (theme: light or dark)."
        code={widgetSnippet(origin)}
      />
      <Snippet
        title="Iframe snippet"
        hint="The form in a frame of its own, which grows to fit it."
        code={iframeSnippet(origin)}
      />
    </section>
  );
}
