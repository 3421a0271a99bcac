// The environments action (environments/action.yml): the file -> plan, or apply and verify ->
// outputs, the job summary and the pull request comment.
import {
  driftError,
  newEnvironmentsRun,
  outputsOf,
  type PatternFinding,
  readEnvironmentsFile,
  reportHtml,
  syncEnvironments,
} from '../environments/index.js';
import {
  type CommentTarget,
  type GitHubClient,
  readRunContext,
  type RunContext,
  upsertComment,
} from '../github/index.js';
import { readEnvironmentsSettings } from '../settings/index.js';
import { createClient, createGitHubClient } from './client.js';
import { inputsOf } from './inputs.js';
import { runJob } from './job.js';
import { actionEntry, type ActionShell, startWhenRun } from './shell.js';

/** The key of a file's one comment on a pull request: each file's plan keeps its own. */
function commentKey(file: string): string {
  return `environments:${file}`;
}

/** Where the plan is commented: the pull request of the event, when there is one. */
function pullRequestTarget(
  shell: ActionShell,
  context: RunContext,
  github: GitHubClient | undefined,
): CommentTarget | undefined {
  if (context.eventName !== 'pull_request' && context.eventName !== 'pull_request_target') {
    return undefined;
  }
  const pull = context.payload.pull_request as { number?: unknown } | undefined;
  const [owner, repo] = context.repository.split('/');
  if (typeof pull?.number !== 'number' || !owner || !repo) return undefined;
  if (!github) {
    shell.logger.warning(
      "No github-token to comment on the pull request with: leave 'github-token' at its default, ${{ github.token }}, or set comment: false.",
    );
    return undefined;
  }
  return { github, owner, repo, issueNumber: pull.number, logger: shell.logger };
}

function annotate({ core, guard }: ActionShell, path: string) {
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
export async function run(shell: ActionShell): Promise<void> {
  const { env } = shell;
  let context: RunContext | undefined;
  let commentTarget: CommentTarget | undefined;
  await runJob(shell, {
    start: newEnvironmentsRun('plan', ''),
    async work({ signal, use, reached }) {
      // Reading the inputs masks the key and the token at once.
      const settings = readEnvironmentsSettings(inputsOf('environments', shell), env);
      reached(newEnvironmentsRun(settings.mode, settings.file.path));
      // Inside the job: an event file that cannot be read is one error line like any other.
      context = readRunContext(env);
      if (settings.comment) {
        const github = use(createGitHubClient(shell, settings.githubToken, context.apiUrl));
        commentTarget = pullRequestTarget(shell, context, github);
      }
      const client = use(createClient(shell, settings.baseUrl, settings.apiKey));
      const file = readEnvironmentsFile(settings.file.text, settings.file.path);
      const result = await syncEnvironments(
        {
          mode: settings.mode,
          file,
          env,
          mask: shell.addSecret,
          annotate: annotate(shell, settings.file.path),
        },
        { client, logger: shell.logger, group: shell.group, signal },
      );
      const drift = settings.failOnDrift ? driftError(result, settings.file.path) : undefined;
      if (result.failure === undefined && drift) {
        reached(result);
        throw drift;
      }
      return result;
    },
    async report(result, error) {
      shell.setOutputs(outputsOf(result));
      const html = reportHtml(result, { error, runUrl: context?.runUrl ?? '' }, shell.guard);
      await shell.writeSummary(html);
      if (commentTarget) await upsertComment(commentTarget, commentKey(result.file), html);
    },
  });
}

/** The environments action over the I/O it is given; answers the step's exit code. */
export const main = actionEntry(run);

await startWhenRun(import.meta.url, main);
