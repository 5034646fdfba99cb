/**
 * The local platform's network surface: every component `npm start` runs (DynamoDB Local, s3rver, the
 * Cognito layer and cognito-local behind it, the API gateway with its WebSocket and @connections API,
 * the MediaConvert emulator, the web app) listens on 127.0.0.1 only. Proven twice, from the kernel's
 * table of listening sockets (/proc/net/tcp{,6}) of the platform's processes and by connecting to the
 * machine's other addresses, which must be refused.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWeb, webConfig, type WebServer } from '../../infra/local/index.js';
import { platform } from './helpers/index.js';

interface Listener {
  address: string;
  port: number;
  inode: string;
}

function ipv4(hex: string): string {
  // /proc/net/tcp writes the address as a little-endian 32-bit number.
  return [6, 4, 2, 0].map((i) => parseInt(hex.slice(i, i + 2), 16)).join('.');
}

function ipv6(hex: string): string {
  const words: string[] = [];
  for (let i = 0; i < 32; i += 8) {
    const word = hex.slice(i, i + 8);
    const bytes = [6, 4, 2, 0].map((j) => word.slice(j, j + 2)).join('');
    words.push(bytes.slice(0, 4), bytes.slice(4, 8));
  }
  const groups = words.map((w) => parseInt(w, 16).toString(16));
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    return `::ffff:${ipv4(hex.slice(24))}`;
  }
  return groups.join(':');
}

/** Every listening TCP socket of the machine (state 0A = LISTEN). */
function listeningSockets(): Listener[] {
  const result: Listener[] = [];
  for (const [file, v6] of [
    ['/proc/net/tcp', false],
    ['/proc/net/tcp6', true],
  ] as const) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== '0A') continue;
      const [addressHex, portHex] = (fields[1] as string).split(':') as [string, string];
      result.push({
        address: v6 ? ipv6(addressHex) : ipv4(addressHex),
        port: parseInt(portHex, 16),
        inode: fields[9] as string,
      });
    }
  }
  return result;
}

const pids = (): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1] as string);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

function parentOf(pid: number): number | undefined {
  try {
    // comm may contain spaces and parentheses: the fields after its closing ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The process listening on a port and all its descendants (the platform's children: java, cognito-local). */
function processTreeListeningOn(port: number): number[] {
  const listener = listeningSockets().find((l) => l.port === port);
  if (!listener) throw new Error(`nothing listens on ${port}`);
  const all = pids();
  const root = all.find((pid) => socketInodes(pid).has(listener.inode));
  if (root === undefined) throw new Error(`no process owns the socket of port ${port}`);
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const pid of all) {
      const parent = parentOf(pid);
      if (!tree.has(pid) && parent !== undefined && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

/** The listening sockets owned by these processes. */
function listenersOf(processes: number[]): Listener[] {
  const inodes = new Set(processes.flatMap((pid) => [...socketInodes(pid)]));
  return listeningSockets().filter((l) => inodes.has(l.inode));
}

const LOOPBACK = new Set(['127.0.0.1', '::ffff:127.0.0.1']);

/** The machine's addresses other than loopback (where another host could reach a wildcard listener). */
function externalAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((i) => !i.internal && !i.address.startsWith('fe80:'))
    .map((i) => i.address);
}

/** 'refused' when nothing listens there, 'connected' when something does. */
function probe(host: string, port: number): Promise<'refused' | 'connected' | string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? error.message)),
    );
  });
}

describe('every component of the local platform listens on 127.0.0.1 only', () => {
  let web: WebServer;
  beforeAll(async () => {
    // The integration platform runs without the web app: start it as npm start does (Vite dev server).
    const { ports, urls } = platform();
    web = await startWeb({
      port: ports.web,
      mode: 'dev',
      config: webConfig({
        apiUrl: urls.api,
        webSocketUrl: urls.websocket,
        cognitoEndpoint: urls.cognito,
        webPort: ports.web,
      }),
    });
  }, 120_000);
  afterAll(async () => {
    await web?.stop();
  });

  const components = () => {
    const { ports } = platform();
    return {
      'DynamoDB Local': ports.dynamodb,
      s3rver: ports.s3,
      'Cognito layer': ports.cognito,
      'API gateway (REST, WebSocket, @connections)': ports.gateway,
      'MediaConvert emulator': ports.mediaconvert,
      'web app': ports.web,
    };
  };

  it('the kernel lists each component on 127.0.0.1, and nothing of the platform elsewhere', () => {
    const tree = processTreeListeningOn(platform().ports.gateway);
    // The platform (here: the integration run's process) and its children: java, cognito-local, the web app.
    const listeners = listenersOf(tree);
    for (const [name, port] of Object.entries(components())) {
      const onPort = listeners.filter((l) => l.port === port);
      expect(onPort.length, `${name} (${port}) is a listener of the platform`).toBeGreaterThan(0);
      for (const l of onPort) expect(LOOPBACK.has(l.address), `${name} listens on ${l.address}`).toBe(true);
    }
    // Also listeners without a configured port (cognito-local's internal one): none on another address.
    expect(listeners.filter((l) => !LOOPBACK.has(l.address))).toEqual([]);
    // cognito-local (a child process) is among them, on its own port.
    const configured = new Set(Object.values(components()));
    expect(listeners.some((l) => !configured.has(l.port))).toBe(true);
  });

  // A machine without any other address has nothing to expose there.
  it.skipIf(externalAddresses().length === 0)(
    "connections to the machine's other addresses are refused on every component's port",
    async () => {
      const addresses = externalAddresses();
      for (const [name, port] of Object.entries(components())) {
        expect(await probe('127.0.0.1', port), `${name} on 127.0.0.1:${port}`).toBe('connected');
        for (const address of addresses) {
          expect(await probe(address, port), `${name} on ${address}:${port}`).toBe('refused');
        }
      }
    },
  );
});
