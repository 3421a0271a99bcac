// The environments action (environments/action.yml): the file -> plan, or apply and verify ->
// outputs, the job summary and the pull request comment.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import * as core from './runner.js';
import type { AmezmoClient } from '../api/client.js';
import { createClient } from './client.js';
import { readEnvironmentsFile } from '../environments/file.js';
import type { PatternFinding } from '../environments/lint.js';
import {
  changesOf,
  describeChange,
  newReport,
  outputsOf,
  reportHtml,
  type Mode,
} from '../environments/report.js';
import { syncEnvironments } from '../environments/sync.js';
import { upsertComment, type CommentTarget } from '../github/comments.js';
import { readRunContext, type RunContext } from '../github/context.js';
import {
  InputError,
  inputsOf,
  parseApiKey,
  parseBaseUrl,
  parseGitHubToken,
  workspaceOf,
} from './inputs.js';
import {
  addSecret,
  coreLogger,
  group,
  guard,
  runShell,
  setOutputs,
  startWhenRun,
  writeSummary,
} from './shell.js';

/** The key of the action's one comment on a pull request. */
const COMMENT_KEY = 'environments';

export function parseMode(value: string): Mode {
  if (value === 'plan' || value === 'apply') return value;
  throw new InputError(
    `Input 'mode' has '${value}': use plan (show how the environments differ, change nothing) ` +
      'or apply (change them to match the file).',
  );
}

/** The environments file: its path as shown (relative to the workspace) and its text. */
export function readWorkspaceFile(
  workspace: string,
  value: string,
): { path: string; text: string } {
  const wanted = resolve(workspace, value);
  const shown = relative(workspace, wanted).split(sep).join('/');
  let real: string;
  try {
    real = realpathSync(wanted);
  } catch {
    throw new InputError(
      `Input 'file' has '${value}': no such file in the workspace (${workspace}). Check out the ` +
        'repository first (actions/checkout), or set file to where the environments are kept.',
    );
  }
  const inside = relative(workspace, real);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    throw new InputError(
      `Input 'file' has '${value}': it leads outside the workspace (to ${real}); keep the file in the repository.`,
    );
  }
  if (!statSync(real).isFile()) {
    throw new InputError(
      `Input 'file' has '${value}': it is not a file; give the environments file.`,
    );
  }
  return { path: shown, text: readFileSync(real, 'utf8') };
}

/** Where the plan is commented: the pull request of the event, when there is one. */
function pullRequestTarget(context: RunContext, token: string): CommentTarget | undefined {
  if (context.eventName !== 'pull_request' && context.eventName !== 'pull_request_target') {
    return undefined;
  }
  const pull = context.payload.pull_request as { number?: unknown } | undefined;
  const [owner, repo] = context.repository.split('/');
  if (typeof pull?.number !== 'number' || !owner || !repo) return undefined;
  if (token === '') {
    coreLogger.warning(
      "No github-token to comment on the pull request with: leave 'github-token' at its default, ${{ github.token }}, or set comment: false.",
    );
    return undefined;
  }
  return {
    token,
    apiUrl: context.apiUrl,
    owner,
    repo,
    issueNumber: pull.number,
    logger: coreLogger,
  };
}

function annotate(path: string) {
  return (finding: PatternFinding): void => {
    core.warning(
      guard(`Environment '${finding.environment}', ${finding.setting}: ${finding.message}`),
      {
        file: guard(path),
        ...(finding.line === undefined ? {} : { startLine: finding.line }),
      },
    );
  };
}

/** Reads the inputs and the file, plans or applies, and reports; every failure is one error line. */
export async function run(): Promise<void> {
  const report = newReport('plan', '', '');
  let client: AmezmoClient | undefined;
  let commentTarget: CommentTarget | undefined;
  await runShell(
    async (signal) => {
      const input = inputsOf('environments');
      // Reading the inputs masks the key and the token at once.
      const apiKey = parseApiKey(input.text('api-key'));
      const token = parseGitHubToken(input.text('github-token'));
      // Inside the shell: an event file that cannot be read is one error line like any other.
      const context = readRunContext();
      report.runUrl = context.runUrl;
      const baseUrl = parseBaseUrl(input.text('base-url'));
      report.mode = parseMode(input.text('mode'));
      const failOnDrift = input.boolean('fail-on-drift');
      const comment = input.boolean('comment');
      const { path, text } = readWorkspaceFile(workspaceOf(), input.text('file'));
      report.file = path;
      if (comment) commentTarget = pullRequestTarget(context, token);
      client = createClient(baseUrl, apiKey);
      const file = readEnvironmentsFile(text, path);
      await syncEnvironments(
        { file, env: process.env, mask: addSecret, annotate: annotate(path) },
        { client, logger: coreLogger, group, signal },
        report,
      );
      const changes = changesOf(report);
      if (failOnDrift && report.mode === 'plan' && changes.length > 0) {
        throw new Error(
          `The environments of instance ${report.instance} have drifted from ${path}: ` +
            `${changes.map(describeChange).join('; ')}. Apply the file (mode: apply), or change ` +
            'it to match the service.',
        );
      }
    },
    async (error) => {
      report.error = error;
      setOutputs(outputsOf(report));
      const html = reportHtml(report, guard);
      await writeSummary(html);
      if (commentTarget) await upsertComment(commentTarget, COMMENT_KEY, html);
      client?.close();
    },
  );
}

await startWhenRun(import.meta.url, run);
