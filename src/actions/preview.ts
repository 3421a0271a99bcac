// The preview action (preview/action.yml): inputs -> the preview life cycle -> outputs and summary.
import type { AmezmoClient } from '../api/client.js';
import { createClient } from './client.js';
import { systemClock } from '../clock.js';
import { summaryHtml } from '../deploy/report.js';
import { readRunContext } from '../github/context.js';
import { gitHead } from '../github/git.js';
import { previewEventOf } from '../preview/event.js';
import { runPreview } from '../preview/lifecycle.js';
import { newPreviewReport, previewOutputs, previewSummaryRows } from '../preview/report.js';
import { inputsOf, parseApiKey } from './inputs.js';
import { readPreviewInputs } from './preview-inputs.js';
import {
  coreLogger,
  group,
  guard,
  runShell,
  setOutputs,
  startWhenRun,
  writeSummary,
} from './shell.js';

/** Reads the inputs, runs the life cycle for the event, and reports; failures end in one line. */
export async function run(): Promise<void> {
  const report = newPreviewReport(Date.now());
  let client: AmezmoClient | undefined;
  await runShell(
    async (signal) => {
      // The key is masked before anything else is read, the event included.
      parseApiKey(inputsOf('preview').text('api-key'));
      const context = readRunContext();
      const inputs = readPreviewInputs(previewEventOf(context).kind === 'deploy');
      report.runUrl = context.runUrl;
      client = createClient(inputs.baseUrl, inputs.apiKey);
      await runPreview(
        inputs,
        context,
        { client, clock: systemClock, logger: coreLogger, group, signal, gitHead },
        report,
      );
    },
    async (error) => {
      report.error = error;
      setOutputs(previewOutputs(report));
      await writeSummary(
        summaryHtml('Amezmo preview', previewSummaryRows(report, Date.now()), guard),
      );
      client?.close();
    },
  );
}

await startWhenRun(import.meta.url, run);
