import { describe, expect, it } from 'vitest';
import { API_MESSAGES, type ApiKeyScope } from '@shared';
import { apiKeyResolver } from './ApiKeysPanel';

const check = (name: string, scopes: ApiKeyScope[]) =>
  apiKeyResolver({ name, scopes }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the new API key form', () => {
  it("shows the server's own messages for a blank name and for no scope", async () => {
    expect((await check('  ', ['entries:write'])).errors.name?.message).toBe(API_MESSAGES.keyName);
    expect((await check('Booth at CES', [])).errors.scopes?.message).toBe(API_MESSAGES.keyScopes);
  });

  it('sends the trimmed name and the ticked scopes', async () => {
    const { values, errors } = await check(' Booth ', ['entries:write', 'entries:read']);
    expect(errors).toEqual({});
    expect(values).toEqual({ name: 'Booth', scopes: ['entries:write', 'entries:read'] });
  });
});
