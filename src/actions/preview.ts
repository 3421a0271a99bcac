// The preview action (preview/action.yml): inputs -> the preview life cycle -> outputs and summary.
import { AmezmoClient } from '../api/client.js';
import { systemClock } from '../clock.js';
import { summaryHtml } from '../deploy/report.js';
import { readRunContext } from '../github/context.js';
import { previewEventOf } from '../preview/event.js';
import { runPreview } from '../preview/lifecycle.js';
import { newPreviewReport, previewOutputs, previewSummaryRows } from '../preview/report.js';
import { readTuning } from './inputs.js';
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
      // Reading the inputs masks the key and the token at once.
      const context = readRunContext();
      const inputs = readPreviewInputs(previewEventOf(context).kind === 'deploy');
      report.runUrl = context.runUrl;
      const tuning = readTuning();
      client = new AmezmoClient({
        baseUrl: inputs.baseUrl,
        apiKey: inputs.apiKey,
        logger: coreLogger,
        answerTimeoutMs: tuning.requestTimeoutMs,
        uploadAnswerTimeoutMs: tuning.uploadAnswerTimeoutMs,
        stallTimeoutMs: tuning.stallTimeoutMs,
        retryPolicy:
          tuning.retryDelayMs === undefined ? undefined : { baseDelayMs: tuning.retryDelayMs },
      });
      await runPreview(
        inputs,
        context,
        { client, clock: systemClock, logger: coreLogger, group, signal },
        report,
      );
    },
    async (error) => {
      report.error = error;
      setOutputs(previewOutputs(report));
      await writeSummary(
        summaryHtml('Amezmo preview', previewSummaryRows(report, Date.now()), guard),
      );
      await client?.close();
    },
  );
}

await startWhenRun(import.meta.url, run);
