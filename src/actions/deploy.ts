// The deploy action (the root action.yml): inputs -> the deploy job -> outputs and summary.
import {
  type DeployDependencies,
  type DeployRun,
  deployFacts,
  deployOutputs,
  deployParts,
  newDeployRun,
  runDeploy,
} from '../deploy/index.js';
import { gitHead, readRunContext, type RunContext } from '../github/index.js';
import { readDeploySettings, readPace, readTargets, readTuning } from '../settings/index.js';
import { type Part, summaryHtml } from '../summary.js';
import type { RolloutRun } from '../waves/index.js';
import { archiveStore } from './archives.js';
import { createClient, createGitHubClient, createProbe } from './client.js';
import { inputsOf } from './inputs.js';
import { runJob } from './job.js';
import { actionEntry, type ActionShell, startWhenRun } from './shell.js';

// What only some runs need is loaded when they need it, so that a run that skips reads neither.
/** A rollout in waves, its run and its report: only when `targets` is given. */
const loadWaves = () => import('../waves/index.js');
/** The delivery figures of the summary: only when `stats` asks for them. */
const loadFigures = () => import('./figures.js');

/** Reads the inputs, deploys, and reports; every failure ends in one error line. */
export async function run(shell: ActionShell): Promise<void> {
  const { env, clock } = shell;
  const startedAt = clock.now();
  let context: RunContext | undefined;
  // Asked after the run, for its summary, only when `stats` says so.
  let figures: (() => Promise<Part[]>) | undefined;
  await runJob<DeployRun | RolloutRun>(shell, {
    start: newDeployRun(),
    async work({ signal, use }) {
      // Reading the inputs masks the key and the token at once.
      const settings = readDeploySettings(inputsOf('deploy', shell), env);
      // The targets' list is read, and refused when bad, before any client is opened.
      const rollout = settings.rollout && (await readTargets(settings.rollout));
      context = readRunContext(env);
      const client = use(createClient(shell, settings.baseUrl, settings.apiKey));
      const github = use(
        settings.githubDeployment || settings.checks
          ? createGitHubClient(shell, settings.githubToken, context.apiUrl)
          : undefined,
      );
      const probe = use(createProbe(shell));
      const stats = settings.stats;
      if (stats !== 'off' && rollout) {
        shell.logger.notice(
          "Input 'stats' adds one environment's delivery figures to a deploy's summary; a " +
            "rollout's summary is its targets' table, so none are added. Run amezmo-deploy " +
            'stats --instance ID --environment NAME for a target.',
        );
      }
      if (stats !== 'off' && !rollout) {
        const run = context;
        figures = async () =>
          (await loadFigures()).summaryFigures({ ...settings, stats }, run, github, {
            logger: shell.logger,
            signal,
            clock,
          });
      }
      const deps: DeployDependencies = {
        client,
        github,
        clock,
        logger: shell.logger,
        group: shell.group,
        gitHead,
        signal,
        store: archiveStore(shell, settings.githubToken, context),
        probe: probe.probe,
        streamFromBytes: readTuning(env).streamFromBytes,
        ...readPace(env),
      };
      // Many targets in waves, each a run of the deploy job; else the one instance's.
      return rollout
        ? (await loadWaves()).runRollout({ ...settings, rollout }, context, deps)
        : runDeploy(settings, context, deps);
    },
    async report(result, error) {
      const durationMs = clock.now() - startedAt;
      if ('targets' in result) {
        const { rolloutOutputs, rolloutSummary } = await loadWaves();
        shell.setOutputs(rolloutOutputs(result));
        await shell.writeSummary(
          summaryHtml('Amezmo rollout', rolloutSummary(result, { error, durationMs }), shell.guard),
        );
        return;
      }
      const links = { runUrl: context?.runUrl ?? '', repositoryUrl: context?.repositoryUrl ?? '' };
      shell.setOutputs(deployOutputs(result));
      const facts = deployFacts(result, { error, durationMs, links });
      const parts: Part[] = [
        { kind: 'facts', facts },
        ...deployParts(result, links),
        ...((await figures?.()) ?? []),
      ];
      await shell.writeSummary(summaryHtml('Amezmo deployment', parts, shell.guard));
    },
  });
}

/** The deploy action over the I/O it is given; answers the step's exit code. */
export const main = actionEntry(run);

await startWhenRun(import.meta.url, main);
