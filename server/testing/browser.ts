import { request } from './testServer.js';

/** A browser for API tests: keeps the cookies a server sets (session, device), as Chromium would. */
export class Browser {
  private cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: () => string,
    private readonly password: string,
  ) {}

  async call(path: string, init: { method?: string; body?: unknown } = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await request(`${this.baseUrl()}${path}`, {
      ...init,
      headers: cookie ? { cookie } : {},
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  login(body: { password?: string; code?: string } = {}) {
    return this.call('/api/login', {
      method: 'POST',
      body: { username: 'admin', password: this.password, ...body },
    });
  }

  async signedIn(): Promise<boolean> {
    return (await this.call('/api/user')).status === 200;
  }
}
