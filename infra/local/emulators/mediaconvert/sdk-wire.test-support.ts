/**
 * For the emulator's tests: CreateJob settings as the emulator receives them (the SDK's own REST-JSON,
 * camelCase), caught by a one-route server the real MediaConvert client sends to, and a work folder;
 * both set up and removed around the calling test file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  CreateJobCommand,
  MediaConvertClient,
  type CreateJobCommandInput,
} from '@aws-sdk/client-mediaconvert';

/* eslint-disable @typescript-eslint/no-explicit-any -- job settings arrive as untyped JSON */
export function sdkWire(label: string) {
  let server: ReturnType<typeof createServer>;
  let client: MediaConvertClient;
  let received: { settings: any } | null = null;
  let workDir = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received = JSON.parse(body) as { settings: any };
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ job: { id: 'j1', status: 'SUBMITTED' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = new MediaConvertClient({
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    workDir = mkdtempSync(path.join(os.tmpdir(), `tubes-${label}-`));
  });
  afterAll(async () => {
    client.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(workDir, { recursive: true, force: true });
  });
  return {
    /** The settings of `job` as the emulator receives them. */
    async wire(job: CreateJobCommandInput): Promise<any> {
      received = null;
      await client.send(new CreateJobCommand(job));
      if (!received) throw new Error('nothing received');
      return (received as { settings: any }).settings;
    },
    /** The file's work folder (removed after it). */
    workDir: () => workDir,
  };
}
