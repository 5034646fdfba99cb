/**
 * What a platform start holds until it stops: each started component's stop (run in reverse order:
 * the web app and gateway first, the databases last), the process variables it set (restored), and an
 * ephemeral data directory (removed, also when the test runner exits without stop()).
 */
import { rmSync } from 'node:fs';
import { registerCleanup } from './supervisor.js';

export interface Lifecycle {
  /** Registers a component's stop; returns the component. */
  track<T extends { stop(): Promise<void> }>(component: T): T;
  /** Registers a stop of something that is not a component (a background task). */
  onStop(stop: () => Promise<void>): void;
  /** Sets process variables for the platform's life (the in-process handlers read them). */
  setEnv(variables: Record<string, string>): void;
  /** Stops everything once; throws an AggregateError naming what did not stop cleanly. */
  stop(): Promise<void>;
}

export function createLifecycle(ephemeralDir: string | null): Lifecycle {
  const stoppers: (() => Promise<void>)[] = [];
  const previousEnv = new Map<string, string | undefined>();
  const removeEphemeral = () => {
    if (ephemeralDir) rmSync(ephemeralDir, { recursive: true, force: true });
  };
  const unregisterCleanup = ephemeralDir ? registerCleanup(removeEphemeral) : () => undefined;
  let stopped = false;
  return {
    track(component) {
      stoppers.push(() => component.stop());
      return component;
    },
    onStop: (stop) => void stoppers.push(stop),
    setEnv(variables) {
      for (const [name, value] of Object.entries(variables)) {
        if (!previousEnv.has(name)) previousEnv.set(name, process.env[name]);
        process.env[name] = value;
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      const errors: unknown[] = [];
      for (const stop of stoppers.reverse()) {
        await stop().catch((error: unknown) => errors.push(error));
      }
      for (const [name, value] of previousEnv) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      removeEphemeral();
      unregisterCleanup();
      if (errors.length) throw new AggregateError(errors, 'the local platform did not stop cleanly');
    },
  };
}
