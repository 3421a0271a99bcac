// The deploy action (the root action.yml): inputs -> the deploy job -> outputs and summary.
import { deployFacts, deployOutputs, newDeployRun, runDeploy } from '../deploy/index.js';
import { gitHead, readRunContext, type RunContext } from '../github/index.js';
import { runnerArchiveStore } from '../artifacts/index.js';
import { readDeploySettings, readPace, readTuning } from '../settings/index.js';
import { summaryHtml } from '../summary.js';
import { createClient, createGitHubClient, createProbe } from './client.js';
import { inputsOf } from './inputs.js';
import { runJob } from './job.js';
import { actionEntry, type ActionShell, startWhenRun } from './shell.js';

/** Reads the inputs, deploys, and reports; every failure ends in one error line. */
export async function run(shell: ActionShell): Promise<void> {
  const { env, clock } = shell;
  const startedAt = clock.now();
  let context: RunContext | undefined;
  await runJob(shell, {
    start: newDeployRun(),
    async work({ signal, use }) {
      // Reading the inputs masks the key and the token at once.
      const settings = readDeploySettings(inputsOf('deploy', shell), env);
      context = readRunContext(env);
      const client = use(createClient(shell, settings.baseUrl, settings.apiKey));
      const github = use(
        settings.githubDeployment
          ? createGitHubClient(shell, settings.githubToken, context.apiUrl)
          : undefined,
      );
      const probe = use(createProbe(shell));
      return runDeploy(settings, context, {
        client,
        github,
        clock,
        logger: shell.logger,
        group: shell.group,
        gitHead,
        signal,
        store: runnerArchiveStore({
          token: settings.githubToken,
          context,
          env,
          quiet: shell.core.withoutCommands,
        }),
        probe: probe.probe,
        streamFromBytes: readTuning(env).streamFromBytes,
        ...readPace(env),
      });
    },
    async report(result, error) {
      const links = { runUrl: context?.runUrl ?? '', repositoryUrl: context?.repositoryUrl ?? '' };
      shell.setOutputs(deployOutputs(result));
      const facts = deployFacts(result, { error, durationMs: clock.now() - startedAt, links });
      await shell.writeSummary(
        summaryHtml('Amezmo deployment', [{ kind: 'facts', facts }], shell.guard),
      );
    },
  });
}

/** The deploy action over the I/O it is given; answers the step's exit code. */
export const main = actionEntry(run);

await startWhenRun(import.meta.url, main);
