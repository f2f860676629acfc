import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The real `npm start` entrypoint in a child process, run from source (no build needed), for tests of what
 * only the whole process shows: start-up banner and errors, exit codes, signals, the log on stdout.
 */
export interface NetFundProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export interface RunningNetFund extends NetFundProcess {
  url: string;
}

/** Starts the process; `env` is added to this process's environment (empty strings unset a variable for the app). */
export function spawnNetFund(env: Record<string, string>): NetFundProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'rest-compat/src/main.ts'], {
    env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.server.json', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts the process and waits for its banner; fails with the output when it exits or never gets there. */
export async function startNetFund(env: Record<string, string> & { PORT: string }): Promise<RunningNetFund> {
  const started = spawnNetFund(env);
  let exitCode: number | null | undefined;
  void started.exited.then((code) => (exitCode = code));
  await waitFor(() => started.output().includes('NetFund is running at') || exitCode !== undefined, 90_000, started.output);
  if (exitCode !== undefined) throw new Error(`NetFund exited with ${exitCode}:\n${started.output()}`);
  return { ...started, url: `http://127.0.0.1:${env.PORT}` };
}

/** Polls `check` every 100 ms; rejects after `timeoutMs` with `describe()` in the message. */
export async function waitFor(check: () => boolean, timeoutMs: number, describe?: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out${describe ? `:\n${describe()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The JSON lines of a production log (the start-up banner is plain text and skipped). */
export function jsonLogLines(output: string): Record<string, any>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>);
}
