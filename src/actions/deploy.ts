// The deploy action (the root action.yml): inputs -> the deploy flow -> outputs and summary.
import { execFile } from 'node:child_process';
import type { AmezmoClient } from '../api/client.js';
import { createClient } from './client.js';
import { systemClock } from '../clock.js';
import { deploy } from '../deploy/flow.js';
import { newReport, outputsOf, summaryHtml, summaryRows } from '../deploy/report.js';
import { readRunContext } from '../github/context.js';
import { readInputs } from './inputs.js';
import {
  coreLogger,
  group,
  guard,
  runShell,
  setOutputs,
  startWhenRun,
  writeSummary,
} from './shell.js';

/** The commit checked out at `path` and its committer time, or undefined outside a checkout. */
export function gitHead(path: string): Promise<{ sha: string; time: number } | undefined> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['log', '-1', '--format=%H %ct'],
      { cwd: path, timeout: 10_000 },
      (error, stdout) => {
        const match = /^([0-9a-f]{40,64}) (\d+)$/.exec(String(stdout).trim());
        resolve(!error && match ? { sha: match[1] as string, time: Number(match[2]) } : undefined);
      },
    );
  });
}

/** Reads the inputs, deploys, and reports; every failure ends in one error line. */
export async function run(): Promise<void> {
  const report = newReport(Date.now());
  let client: AmezmoClient | undefined;
  await runShell(
    async (signal) => {
      // Reading the inputs masks the key and the token at once.
      const inputs = readInputs();
      client = createClient(inputs.baseUrl, inputs.apiKey);
      await deploy(
        inputs,
        readRunContext(),
        { client, clock: systemClock, logger: coreLogger, group, gitHead, signal },
        report,
      );
    },
    async (error) => {
      report.error = error;
      report.endedAt = Date.now();
      setOutputs(outputsOf(report));
      await writeSummary(summaryHtml('Amezmo deployment', summaryRows(report), guard));
      await client?.close();
    },
  );
}

await startWhenRun(import.meta.url, run);
