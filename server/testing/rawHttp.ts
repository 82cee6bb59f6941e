import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface RawRequest {
  method?: string;
  /** Sent byte for byte: no URL normalisation, so "/../x" and "%2e%2e" reach the server as written. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * One HTTP request over node:http, without fetch's URL cleaning and header rules: what a hostile
 * client can send. Answers undefined when node refuses to send the request at all.
 */
export function rawRequest(baseUrl: string, init: RawRequest): Promise<RawResponse | undefined> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let req;
    try {
      req = httpRequest({
        host: hostname,
        port: Number(port),
        method: init.method ?? 'GET',
        path: init.path,
        headers: { connection: 'close', ...init.headers },
        agent: false,
      });
    } catch {
      resolve(undefined); // e.g. a path with characters node will not put on the wire
      return;
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

function wireRequest(
  host: string,
  { method = 'GET', path, headers = {}, body }: RawRequest,
): Buffer {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  const lines = Object.entries({ host, 'content-length': String(payload.length), ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(`${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`),
    payload,
  ]);
}

/** The first whole answer in `received`: its status and length, or undefined while incomplete. */
function firstAnswer(received: Buffer): { status: number; length: number } | undefined {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const head = received.subarray(0, headEnd).toString('latin1');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
  if (/\r\ntransfer-encoding:/i.test(head)) throw new Error('A chunked answer is not read here.');
  const total = headEnd + 4 + length;
  return received.length < total ? undefined : { status, length: total };
}

/**
 * Requests written together on one connection (HTTP/1.1 pipelining): the server reads them in the
 * order written, each before it has answered the ones before. Answers their statuses in order.
 */
export function pipelinedStatuses(baseUrl: string, requests: RawRequest[]): Promise<number[]> {
  const { hostname, port, host } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const statuses: number[] = [];
    let received = Buffer.alloc(0);
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(Buffer.concat(requests.map((request) => wireRequest(host, request))));
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (let answer = firstAnswer(received); answer; answer = firstAnswer(received)) {
        statuses.push(answer.status);
        received = received.subarray(answer.length);
      }
      if (statuses.length < requests.length) return;
      socket.destroy();
      resolve(statuses);
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`Only ${statuses.length} answers came.`)));
  });
}
