import type { Server } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Listens on 127.0.0.1 only (every local component does: nothing of the platform is reachable from
 * other machines); resolves with the port (0 picks a free one), rejects when the port is taken.
 */
export function listenOnLoopback(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
