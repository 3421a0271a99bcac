// The deploy action (the root action.yml): inputs -> the deploy flow -> outputs and summary.
import type { AmezmoClient } from '../api/client.js';
import { createClient } from './client.js';
import { systemClock } from '../clock.js';
import { deploy } from '../deploy/flow.js';
import { newReport, outputsOf, summaryHtml, summaryRows } from '../deploy/report.js';
import { readRunContext } from '../github/context.js';
import { gitHead } from '../github/git.js';
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
      client?.close();
    },
  );
}

await startWhenRun(import.meta.url, run);
