import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document.js';

const root = resolve(import.meta.dirname, '../../..');
const redocly = join(root, 'node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** `redocly lint` with the committed redocly.yaml (the recommended rules) on the document the server serves; offline. */
async function lint(document: unknown): Promise<{ problems: LintProblem[]; exitCode: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'netfund-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const run = promisify(execFile)(process.execPath, [redocly, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'], { env, cwd: dir, timeout: 60_000 });
    const { stdout, exitCode } = await run.then(
      ({ stdout }) => ({ stdout, exitCode: 0 }),
      (error: { stdout?: string; code?: number }) => ({ stdout: error.stdout ?? '', exitCode: error.code ?? 1 }),
    );
    const report = JSON.parse(stdout) as { problems: LintProblem[] };
    return { problems: report.problems, exitCode };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const summary = (problems: LintProblem[]) => problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);

describe('redocly lint (recommended rules) on /api/openapi.json', () => {
  it('finds no error and no warning', { timeout: 60_000 }, async () => {
    const { problems, exitCode } = await lint(openApiDocument());
    expect(summary(problems)).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it('does report a broken document (the check can fail)', { timeout: 60_000 }, async () => {
    const document = structuredClone(openApiDocument()) as unknown as { info: Record<string, unknown>; paths: Record<string, Record<string, { security?: unknown }>> };
    delete document.info.license;
    delete document.paths['/api/contact']!.post!.security;
    const { problems, exitCode } = await lint(document);
    expect(problems.map((p) => `${p.severity} ${p.ruleId}`).sort()).toEqual(['error security-defined', 'warn info-license']);
    expect(exitCode).not.toBe(0);
  });
});
