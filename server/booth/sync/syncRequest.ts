import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isEncryptedOrLocal } from '../../../src/shared/index.js';
import {
  checkWebhookTarget,
  guardedLookup,
  WebhookTargetError,
} from '../../webhooks/targetCheck.js';
import { SyncAddressError } from './syncErrors.js';

/** A web answer larger than this is not a sync answer (500 results are a few tens of KB). */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

export interface SyncAnswer {
  status: number;
  /** The Location header of a redirect, which is never followed. */
  location: string | undefined;
  text: string;
}

function hostnameOf(url: string): string {
  return new URL(url).hostname.replace(/^\[|\]$/g, '');
}

/**
 * The webhook address guard (WEBHOOK_ALLOW_PRIVATE lifts both) on the sync address, as the
 * panel saves it: an IP address is checked as it is, a name by what it resolves to now. A name
 * that does not resolve (a booth set up offline) is accepted here: it is checked when it connects.
 */
export async function checkSyncTarget(url: string, allowPrivate: boolean): Promise<void> {
  const host = hostnameOf(url);
  if (isIP(host)) return checkWebhookTarget(url, allowPrivate);
  await new Promise<void>((resolve, reject) =>
    guardedLookup(allowPrivate)(host, { all: true }, (error) =>
      error instanceof WebhookTargetError ? reject(error) : resolve(),
    ),
  );
}

/**
 * One request to the web deployment (a POST of sign-ups, or a GET such as the event's interests). Redirects are answered, never followed: the API key goes only
 * to the address it was entered with (issue 24 item 5). The address must be https (or this
 * computer), and the webhook guard applies before and while connecting (DNS rebinding).
 */
export async function postToWeb(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; signal: AbortSignal; method?: 'GET' | 'POST' },
): Promise<SyncAnswer> {
  if (!isEncryptedOrLocal(url)) throw new SyncAddressError('https');
  if (isIP(hostnameOf(url))) await checkWebhookTarget(url, options.allowPrivate);
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SyncAnswer>((resolve, reject) => {
    const req = send(
      target,
      {
        method: options.method ?? 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowPrivate),
        signal: options.signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) res.destroy(new Error('The answer is too large.'));
          else chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
