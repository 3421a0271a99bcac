// `amezmo-deploy preview up | down | clean`: the preview action's life cycle, for a merge or pull
// request of any CI. The preview job decides from a pull request event; the command line tells it
// one, as the action hears GitHub's: `up` is a request opened (launch or reuse its instance, then
// deploy), `down` one closed (terminate its instance), `clean` a scheduled clean-up (terminate the
// previews older than max-age). Nothing is recorded in GitHub from here: no comment, no GitHub
// deployment, and pull request states are not known, so `clean` goes by age alone.
import { splitRepository, type RunContext } from '../github/index.js';
import { previewFacts, previewOutputs, runPreview } from '../preview/index.js';
import {
  createAmezmoClient,
  createHealthProbe,
  has,
  InputError,
  readPace,
  readPreviewSettings,
} from '../settings/index.js';
import { CI_NAMES, type Trigger } from './ci.js';
import { commandLineSource, type FlagSpec } from './settings.js';
import type { Invocation } from './invocation.js';
import { runJob } from './job.js';
import type { Terminal } from './terminal.js';
import { describeTrigger, readTrigger, triggerFlags } from './trigger.js';
import { headOf } from './git.js';

export type PreviewStep = 'up' | 'down' | 'clean';

/** The pull request event each step is told as. */
const ACTIONS_OF: Record<Exclude<PreviewStep, 'clean'>, string> = { up: 'opened', down: 'closed' };

export async function previewCommand(
  step: PreviewStep,
  specs: readonly FlagSpec[],
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
): Promise<unknown> {
  const { given, env, cwd, tempDir } = invocation;
  const source = commandLineSource({
    specs,
    given,
    env,
    action: 'preview',
    fixed: { comment: 'false', 'github-deployment': 'false', 'github-token': '' },
    addSecret: (value) => terminal.addSecret(value),
  });
  const settings = readPreviewSettings(
    source,
    { GITHUB_WORKSPACE: cwd, SOURCE_DATE_EPOCH: env.SOURCE_DATE_EPOCH },
    step === 'up',
  );
  const flags = triggerFlags({
    ...(given.branch === undefined ? {} : { branch: given.branch }),
    ...(given.commit === undefined ? {} : { commit: given.commit }),
    ...(given.repository === undefined ? {} : { repository: given.repository }),
  });
  const trigger = await readTrigger(invocation, flags);
  if (!splitRepository(trigger.repository)) {
    throw new InputError(
      `Previews are named after the repository, and ${CI_NAMES[trigger.ci]} names ` +
        `${trigger.repository ? `'${trigger.repository}', not owner/name` : 'none'}: pass --repository OWNER/NAME.`,
    );
  }
  const context = contextOf(step, trigger, requestOf(step, given, trigger), {
    tempDir,
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
  });
  terminal.logger.info(describeTrigger(trigger));
  // No pull request was closed: the user ran `preview down`, for a request of the CI's kind.
  const request = (number: number) =>
    trigger.ci === 'gitlab' ? `merge request !${number}` : `pull request #${number}`;
  const asked = {
    ...settings,
    trigger: {
      ...settings.trigger,
      closedReason: (number: number) => `amezmo-deploy preview down was run for ${request(number)}`,
    },
  };

  return runJob(
    { invocation, terminal, signal },
    {
      work: async ({ use, clients }) =>
        runPreview(asked, context, {
          client: use(createAmezmoClient(settings.baseUrl, settings.apiKey, clients)),
          clock: invocation.clock,
          logger: terminal.logger,
          group: (title, phase) => terminal.group(title, phase),
          signal,
          // A commit given on the command line is recorded, whatever the folder's HEAD.
          gitHead: (path) => headOf(path, { commit: context.sha, given: flags.commit }, env),
          probe: use(createHealthProbe(invocation.clock, clients)).probe,
          ...readPace(env),
          progress: terminal.progress(settings.waitTimeoutSeconds),
        }),
      told: (run) => ({
        outputs: previewOutputs(run),
        parts: (shown) => [
          {
            kind: 'facts',
            facts: previewFacts(run, {
              error: shown,
              runUrl: context.runUrl,
              repositoryUrl: '',
              now: invocation.clock.now(),
            }),
          },
        ],
      }),
    },
  );
}

/** The request's number: --request, else the CI's; none for a clean-up. */
function requestOf(
  step: PreviewStep,
  given: Readonly<Record<string, string>>,
  trigger: Trigger,
): number | undefined {
  if (step === 'clean') return undefined;
  const value = given.request ?? trigger.request;
  if (value === '') {
    throw new InputError(
      `No merge or pull request to preview: ${CI_NAMES[trigger.ci]} names none (GitLab sets ` +
        'CI_MERGE_REQUEST_IID in merge request pipelines, Bitbucket BITBUCKET_PR_ID in pull ' +
        'request pipelines). Pass --request NUMBER.',
    );
  }
  if (!/^[1-9]\d{0,9}$/.test(value)) {
    throw has(
      given.request === undefined ? 'The request number' : '--request',
      value,
      'a merge or pull request is a positive whole number, e.g. 42.',
    );
  }
  return Number(value);
}

/** The step as the preview job hears it: a pull request event, or a scheduled clean-up. */
function contextOf(
  step: PreviewStep,
  trigger: Trigger,
  number: number | undefined,
  place: { readonly tempDir: string; readonly apiUrl: string },
): RunContext {
  const branch = trigger.ref?.kind === 'branch' ? trigger.ref.name : '';
  const base = {
    ref: branch ? `refs/heads/${branch}` : '',
    headRef: branch,
    sha: trigger.commit,
    repository: trigger.repository,
    actor: '',
    actorId: '',
    runUrl: trigger.jobUrl,
    repositoryUrl: '',
    apiUrl: place.apiUrl,
    tempDir: place.tempDir,
  };
  if (step === 'clean' || number === undefined) {
    return { ...base, eventName: 'workflow_dispatch', payload: {} };
  }
  return {
    ...base,
    eventName: 'pull_request',
    payload: {
      action: ACTIONS_OF[step],
      number,
      pull_request: { number, head: { ref: branch, sha: trigger.commit, label: '' } },
    },
  };
}
