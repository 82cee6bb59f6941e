import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * What the proxy does with one connection: pass it through, cut it after `bytes` of the request
 * (the web never gets the whole batch), drop the answer (the web stored the batch, the booth never
 * hears it), or hold the answer until release() (to kill the booth while it waits).
 */
export type ConnectionPlan =
  | { kind: 'pass' }
  | { kind: 'cut-request'; bytes: number }
  | { kind: 'drop-response' }
  | { kind: 'hold-response' };

export interface TcpProxy {
  port: number;
  url: string;
  /** Connections opened so far. */
  connections(): number;
  /** Sends every held answer on and passes everything from now on. */
  release(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 (node:net) in front of `targetPort`, for network faults in tests. */
export async function startTcpProxy(
  targetPort: number,
  planFor: (connection: number) => ConnectionPlan,
): Promise<TcpProxy> {
  let count = 0;
  let released = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const plan = released ? { kind: 'pass' as const } : planFor(count);
    count += 1;
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    let sent = 0;
    client.on('data', (chunk: Buffer) => {
      if (plan.kind === 'cut-request' && sent + chunk.length >= plan.bytes) {
        upstream.write(chunk.subarray(0, plan.bytes - sent), cut);
        return;
      }
      sent += chunk.length;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (plan.kind === 'drop-response') return cut();
      if (plan.kind === 'hold-response' && !released) {
        held.push(() => client.write(chunk));
        return;
      }
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => {
      if (plan.kind !== 'hold-response' || released) client.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    connections: () => count,
    release: () => {
      released = true;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
