// The preview action (preview/action.yml): inputs -> the preview life cycle -> outputs and summary.
import { gitHead, readRunContext, type RunContext } from '../github/index.js';
import {
  mayDeploy,
  previewEventOf,
  previewFacts,
  previewOutputs,
  type PreviewRun,
  runPreview,
} from '../preview/index.js';
import { readPace, readPreviewSettings, readTuning } from '../settings/index.js';
import { summaryHtml } from '../summary.js';
import { createClient, createGitHubClient, createProbe } from './client.js';
import { inputsOf } from './inputs.js';
import { runJob } from './job.js';
import { actionEntry, type ActionShell, startWhenRun } from './shell.js';

/** Reads the inputs, runs the life cycle for the event, and reports; failures end in one line. */
export async function run(shell: ActionShell): Promise<void> {
  const { env, clock } = shell;
  let context: RunContext | undefined;
  await runJob<PreviewRun>(shell, {
    start: { steps: [] },
    async work({ signal, use }) {
      const inputs = inputsOf('preview', shell);
      // The key is masked before anything else is read, the event included.
      inputs.secret('api-key');
      context = readRunContext(env);
      // The folder is read as far as it can be: whether it is deployed is decided later (a
      // pull request without the label, or a fork's /preview, has no checkout).
      const settings = readPreviewSettings(
        inputs,
        env,
        mayDeploy(previewEventOf(context)) ? 'if-needed' : false,
      );
      const client = use(createClient(shell, settings.baseUrl, settings.apiKey));
      const github = use(createGitHubClient(shell, settings.githubToken, context.apiUrl));
      const probe = use(createProbe(shell));
      return runPreview(settings, context, {
        client,
        github,
        clock,
        logger: shell.logger,
        group: shell.group,
        signal,
        gitHead,
        probe: probe.probe,
        streamFromBytes: readTuning(env).streamFromBytes,
        ...readPace(env),
      });
    },
    async report(result, error) {
      shell.setOutputs(previewOutputs(result));
      const facts = previewFacts(result, {
        error,
        runUrl: context?.runUrl ?? '',
        repositoryUrl: context?.repositoryUrl ?? '',
        now: clock.now(),
      });
      await shell.writeSummary(
        summaryHtml('Amezmo preview', [{ kind: 'facts', facts }], shell.guard),
      );
    },
  });
}

/** The preview action over the I/O it is given; answers the step's exit code. */
export const main = actionEntry(run);

await startWhenRun(import.meta.url, main);
