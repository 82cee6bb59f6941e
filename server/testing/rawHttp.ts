import { request as httpRequest } from 'node:http';

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
