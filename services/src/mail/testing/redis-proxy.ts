import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy in front of Redis that a test can take down and bring back on the same port:
 * clients behind it see Redis go away (connections cut, connects refused) and return.
 */
export interface RedisOutageProxy {
  readonly url: string;
  /** Cuts every connection and refuses new ones. */
  takeDown(): Promise<void>;
  bringBack(): Promise<void>;
  close(): Promise<void>;
}

export const startRedisOutageProxy = async (redisUrl: string): Promise<RedisOutageProxy> => {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const takeDown = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const url = new URL(redisUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    takeDown,
    bringBack: () => listen(port),
    close: async () => {
      if (server.listening) await takeDown();
    },
  };
};
