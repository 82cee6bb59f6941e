import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <title>Page not found: SynapseAI</title>
      <meta name="robots" content="noindex" />
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>
        <Link className="btn btn--primary" to="/">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
