import * as core from '@actions/core';
import { AmezmoClient } from '../api/client.js';
import { messageOf } from '../api/errors.js';
import { systemClock } from '../clock.js';
import { readRunContext } from '../github/context.js';
import { deploy, newReport, type Report } from '../deploy/flow.js';
import { readInputs, readTuning } from './inputs.js';
import { safeText, type Logger } from '../logger.js';
import { outputsOf, summaryRows } from '../deploy/report.js';
import { redact } from '../secrets.js';

/** The secrets of this run, once read: never written, in any spelling. */
const secrets: string[] = [];

/** Makes any text fit for the log, an annotation, an output or the summary. */
export function guard(text: string): string {
  return safeText(redact(text, secrets));
}

export const coreLogger: Logger = {
  debug: (message) => core.debug(guard(message)),
  info: (message) => core.info(guard(message)),
  warning: (message) => core.warning(guard(message)),
  notice: (message) => core.notice(guard(message)),
};

export class RunCancelledError extends Error {
  constructor(signal: string) {
    super(`The run was cancelled (${signal}).`);
    this.name = 'RunCancelledError';
  }
}

/** The commit checked out at `path`, or undefined outside a git checkout or without git. */
async function gitCommit(path: string): Promise<string | undefined> {
  try {
    const { getExecOutput } = await import('@actions/exec');
    const result = await getExecOutput('git', ['rev-parse', 'HEAD'], {
      cwd: path,
      silent: true,
      ignoreReturnCode: true,
    });
    const sha = result.stdout.trim();
    return result.exitCode === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the inputs, does the work, and reports; every failure ends in one error line. */
export async function run(): Promise<void> {
  const report = newReport(Date.now());
  const cancellation = new AbortController();
  const onSignal = (signal: NodeJS.Signals): void => {
    if (cancellation.signal.aborted) return;
    coreLogger.info(`Received ${signal}: stopping.`);
    cancellation.abort(new RunCancelledError(signal));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let client: AmezmoClient | undefined;
  try {
    const inputs = readInputs();
    secrets.push(inputs.apiKey, inputs.githubToken);
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
    await deploy(
      inputs,
      readRunContext(),
      {
        client,
        clock: systemClock,
        logger: coreLogger,
        group: (title, phase) => core.group(guard(title), phase),
        gitCommit,
        signal: cancellation.signal,
      },
      report,
    );
  } catch (error) {
    // A cancelled run reports the cancellation, not the abort error it caused below.
    report.error = cancellation.signal.aborted
      ? messageOf(cancellation.signal.reason)
      : messageOf(error);
    core.setFailed(guard(report.error));
  } finally {
    report.endedAt = Date.now();
    for (const [name, value] of Object.entries(outputsOf(report))) {
      core.setOutput(name, guard(value));
    }
    await writeSummary(report);
    await client?.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

async function writeSummary(report: Report): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary
      .addHeading('Amezmo deployment', 3)
      .addTable([
        [
          { data: 'Step', header: true },
          { data: 'Result', header: true },
        ],
        ...summaryRows(report).map(([step, result]) => [
          escapeHtml(guard(step)),
          escapeHtml(guard(result)),
        ]),
      ])
      .write();
  } catch (error) {
    coreLogger.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
}
