import { describe, expect, it } from 'vitest';
import { BOOTH_SYNC_MESSAGES, WEBHOOK_MESSAGES } from '@shared';
import { boothSyncResolver } from './BoothSyncPanel';
import { webhookResolver } from './WebhooksPanel';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the new webhook form', () => {
  it("shows the server's own messages for a bad address and for no event", async () => {
    const bad = await webhookResolver(
      { url: 'hooks.example.com', events: ['entry.created'] },
      undefined,
      options,
    );
    expect(bad.errors.url?.message).toBe(WEBHOOK_MESSAGES.url);
    const none = await webhookResolver(
      { url: 'https://hooks.example.com/in', events: [] },
      undefined,
      options,
    );
    expect(none.errors.events?.message).toBe(WEBHOOK_MESSAGES.events);
  });

  it('sends the trimmed address and the ticked events', async () => {
    const { values, errors } = await webhookResolver(
      { url: ' https://hooks.example.com/in ', events: ['entry.created', 'entry.deleted'] },
      undefined,
      options,
    );
    expect(errors).toEqual({});
    expect(values).toEqual({
      url: 'https://hooks.example.com/in',
      events: ['entry.created', 'entry.deleted'],
      description: '',
    });
  });
});

describe('the booth sync form', () => {
  it("shows the server's own messages for a bad address, a key that is not one and a long event", async () => {
    const { errors } = await boothSyncResolver(
      { url: 'synapse.example.com', apiKey: 'secret', event: 'x'.repeat(201) },
      undefined,
      options,
    );
    expect(errors.url?.message).toBe(BOOTH_SYNC_MESSAGES.url);
    expect(errors.apiKey?.message).toBe(BOOTH_SYNC_MESSAGES.apiKey);
    expect(errors.event?.message).toBe(BOOTH_SYNC_MESSAGES.event);
  });

  it('accepts an empty address (syncing off) and an empty key (the saved one kept)', async () => {
    const { values, errors } = await boothSyncResolver(
      { url: '', apiKey: '', event: ' CES 2026 ' },
      undefined,
      options,
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ url: '', apiKey: '', event: 'CES 2026' });
  });
});

describe('the booth sync address', () => {
  it('must be https, except on this computer (localhost, 127.0.0.0/8, ::1)', async () => {
    const plain = await boothSyncResolver(
      { url: 'http://example.test', apiKey: '', event: '' },
      undefined,
      options,
    );
    expect(plain.errors.url?.message).toBe(BOOTH_SYNC_MESSAGES.https);
    for (const url of [
      'https://synapse.example.com',
      'http://localhost:3000',
      'http://127.8.9.1',
      'http://[::1]:3000',
    ]) {
      const { errors } = await boothSyncResolver(
        { url, apiKey: '', event: '' },
        undefined,
        options,
      );
      expect(errors, url).toEqual({});
    }
  });
});
