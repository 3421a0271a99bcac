// The preview action (preview/action.yml): inputs -> the preview life cycle -> outputs and summary.
import { systemClock } from '../clock.js';
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
import { coreLogger, group, guard, setOutputs, startWhenRun, writeSummary } from './shell.js';

/** Reads the inputs, runs the life cycle for the event, and reports; failures end in one line. */
export async function run(): Promise<void> {
  let context: RunContext | undefined;
  await runJob<PreviewRun>({
    start: { steps: [] },
    async work({ signal, use }) {
      const inputs = inputsOf('preview');
      // The key is masked before anything else is read, the event included.
      inputs.secret('api-key');
      context = readRunContext();
      // The folder is read as far as it can be: whether it is deployed is decided later (a
      // pull request without the label, or a fork's /preview, has no checkout).
      const settings = readPreviewSettings(
        inputs,
        process.env,
        mayDeploy(previewEventOf(context)) ? 'if-needed' : false,
      );
      const client = use(createClient(settings.baseUrl, settings.apiKey));
      const github = use(createGitHubClient(settings.githubToken, context.apiUrl));
      const probe = use(createProbe(systemClock));
      return runPreview(settings, context, {
        client,
        github,
        clock: systemClock,
        logger: coreLogger,
        group,
        signal,
        gitHead,
        probe: probe.probe,
        streamFromBytes: readTuning(process.env).streamFromBytes,
        ...readPace(process.env),
      });
    },
    async report(result, error) {
      setOutputs(previewOutputs(result));
      const facts = previewFacts(result, {
        error,
        runUrl: context?.runUrl ?? '',
        repositoryUrl: context?.repositoryUrl ?? '',
        now: Date.now(),
      });
      await writeSummary(summaryHtml('Amezmo preview', [{ kind: 'facts', facts }], guard));
    },
  });
}

await startWhenRun(import.meta.url, run);
