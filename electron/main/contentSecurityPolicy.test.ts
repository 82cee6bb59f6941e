import { describe, expect, it } from 'vitest';
import { KIOSK_CONTENT_SECURITY_POLICY, withContentSecurityPolicy } from './contentSecurityPolicy';
import { allowingWasm } from '../../src/shared/wasmWorkers';

const directives = () =>
  new Map(
    KIOSK_CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

describe('the kiosk content security policy', () => {
  it('allows scripts and connections only from the app itself', () => {
    const policy = directives();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(KIOSK_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|https:|http:|\*/);
  });

  it('is added to a response without one', () => {
    const headers = withContentSecurityPolicy({ 'Content-Type': ['text/html'] });
    expect(headers['Content-Security-Policy']).toEqual([KIOSK_CONTENT_SECURITY_POLICY]);
    expect(headers['Content-Type']).toEqual(['text/html']);
    expect(withContentSecurityPolicy(undefined)['Content-Security-Policy']).toEqual([
      KIOSK_CONTENT_SECURITY_POLICY,
    ]);
  });

  it("lets only the badge reader's worker compile WebAssembly, and never eval", () => {
    const worker = withContentSecurityPolicy(
      {},
      'http://127.0.0.1:4321/assets/badgeReader.worker-BSlBNIrV.js',
    )['Content-Security-Policy'];
    expect(worker).toEqual([allowingWasm(KIOSK_CONTENT_SECURITY_POLICY)]);
    expect(String(worker)).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(String(worker)).not.toMatch(/'unsafe-eval'/);
    for (const url of [
      'http://127.0.0.1:4321/',
      'http://127.0.0.1:4321/assets/index-abc.js',
      'http://127.0.0.1:4321/assets/solver.worker-abc.js',
    ]) {
      expect(withContentSecurityPolicy({}, url)['Content-Security-Policy']).toEqual([
        KIOSK_CONTENT_SECURITY_POLICY,
      ]);
    }
  });

  it("keeps the server's own policy beside it, so both are enforced", () => {
    const headers = withContentSecurityPolicy({
      'content-security-policy': ["default-src 'self'"],
    });
    expect(headers['content-security-policy']).toEqual([
      "default-src 'self'",
      KIOSK_CONTENT_SECURITY_POLICY,
    ]);
    expect(Object.keys(headers)).toEqual(['content-security-policy']);
  });
});
