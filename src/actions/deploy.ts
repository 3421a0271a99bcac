// The deploy action (the root action.yml): inputs -> the deploy job -> outputs and summary.
import { systemClock } from '../clock.js';
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
import { runnerArchiveStore } from '../artifacts/index.js';
import { readDeploySettings, readPace, readTargets, readTuning } from '../settings/index.js';
import { type Part, summaryHtml } from '../summary.js';
import { rolloutOutputs, type RolloutRun, rolloutSummary, runRollout } from '../waves/index.js';
import { createClient, createGitHubClient, createProbe } from './client.js';
import { summaryFigures } from './figures.js';
import { inputsOf } from './inputs.js';
import { runJob } from './job.js';
import { withoutCommands } from './runner.js';
import { coreLogger, group, guard, setOutputs, startWhenRun, writeSummary } from './shell.js';

/** Reads the inputs, deploys, and reports; every failure ends in one error line. */
export async function run(): Promise<void> {
  const startedAt = Date.now();
  let context: RunContext | undefined;
  // Asked after the run, for its summary, only when `stats` says so.
  let figures: (() => Promise<Part[]>) | undefined;
  await runJob<DeployRun | RolloutRun>({
    start: newDeployRun(),
    async work({ signal, use }) {
      // Reading the inputs masks the key and the token at once.
      const settings = readDeploySettings(inputsOf('deploy'), process.env);
      // The targets' list is read, and refused when bad, before any client is opened.
      const rollout = settings.rollout && (await readTargets(settings.rollout));
      context = readRunContext();
      const client = use(createClient(settings.baseUrl, settings.apiKey));
      const github = use(
        settings.githubDeployment || settings.checks
          ? createGitHubClient(settings.githubToken, context.apiUrl)
          : undefined,
      );
      const probe = use(createProbe(systemClock));
      const stats = settings.stats;
      if (stats !== 'off' && !rollout) {
        const run = context;
        figures = () =>
          summaryFigures({ ...settings, stats }, run, github, { logger: coreLogger, signal });
      }
      const deps: DeployDependencies = {
        client,
        github,
        clock: systemClock,
        logger: coreLogger,
        group,
        gitHead,
        signal,
        store: runnerArchiveStore({
          token: settings.githubToken,
          context,
          env: process.env,
          quiet: withoutCommands,
        }),
        probe: probe.probe,
        streamFromBytes: readTuning(process.env).streamFromBytes,
        ...readPace(process.env),
      };
      // Many targets in waves, each a run of the deploy job; else the one instance's.
      return rollout
        ? runRollout({ ...settings, rollout }, context, deps)
        : runDeploy(settings, context, deps);
    },
    async report(result, error) {
      const durationMs = Date.now() - startedAt;
      if ('targets' in result) {
        setOutputs(rolloutOutputs(result));
        await writeSummary(
          summaryHtml('Amezmo rollout', rolloutSummary(result, { error, durationMs }), guard),
        );
        return;
      }
      const links = { runUrl: context?.runUrl ?? '', repositoryUrl: context?.repositoryUrl ?? '' };
      setOutputs(deployOutputs(result));
      const facts = deployFacts(result, { error, durationMs, links });
      const parts: Part[] = [
        { kind: 'facts', facts },
        ...deployParts(result, links),
        ...((await figures?.()) ?? []),
      ];
      await writeSummary(summaryHtml('Amezmo deployment', parts, guard));
    },
  });
}

await startWhenRun(import.meta.url, run);
