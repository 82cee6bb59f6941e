import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from './AuthProvider';

function WhoIsLoggedIn() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? 'checking' : (user?.username ?? 'nobody')}</p>;
}

describe('useAuth', () => {
  it('throws outside an AuthProvider (docs/product.md §8)', () => {
    expect(() => renderToString(<WhoIsLoggedIn />)).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });

  it('answers the session inside an AuthProvider', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/user'], { username: 'admin', email: null, name: '', role: 'owner' });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <WhoIsLoggedIn />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('admin');
  });
});
