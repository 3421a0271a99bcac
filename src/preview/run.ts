// A preview run from its event: what the trigger decides (asking GitHub first for the
// commenter's permission or the pull request, where the decision needs it), carrying it out
// (deploy.ts, terminate.ts, sweep.ts), and the answer to a /preview command: 👀 at once, 🚀 or 😕
// at the end, and a reply when nothing came of it. Every instance a run changes carries the
// prefix and a pull request number in the name this repository gives it (see name.ts). Each step
// answers what it learnt; the run is the sum of the answers.
import { clauseOf } from '../api/index.js';
import {
  findPullRequest,
  getPullRequest,
  react,
  type Reaction,
  reply,
  repositoryPermission,
  type RunContext,
  splitRepository,
} from '../github/index.js';
import { CommandRefusal, deployPreview } from './deploy.js';
import { previewEventOf, type PreviewEvent } from './event.js';
import type { PreviewDependencies, PreviewRun, PreviewSettings, Run } from './job.js';
import { replyBody } from './report.js';
import { cleanUp } from './sweep.js';
import { tearDown } from './terminate.js';
import { decide, type Decision, type Known } from './trigger.js';

/** Runs the preview life cycle for the event of `context`; never throws. */
export async function runPreview(
  settings: PreviewSettings,
  context: RunContext,
  deps: PreviewDependencies,
): Promise<PreviewRun> {
  const none: PreviewRun = { steps: [] };
  const repository = splitRepository(context.repository);
  if (!repository) {
    return {
      ...none,
      failure: new Error(
        `GITHUB_REPOSITORY is '${context.repository}', not owner/name: previews are named after the repository.`,
      ),
    };
  }
  const run: Run = {
    settings,
    context,
    deps,
    owner: repository.owner,
    repo: repository.name,
    github: deps.github
      ? { github: deps.github, owner: repository.owner, repo: repository.name, logger: deps.logger }
      : undefined,
  };
  const event = previewEventOf(context);
  let known: Known = {};
  let decision = decide(event, settings.trigger, known);
  // A command this run acts on is answered: 👀 now, 🚀 or 😕 at the end, and a reply when
  // nothing came of it.
  const command =
    event.kind === 'comment' && decision.kind !== 'skip' && run.github ? event : undefined;
  if (command?.commentId !== undefined) await reactTo(run, command.commentId, 'eyes');
  let result: PreviewRun;
  let decided: Exclude<Decision, { kind: 'ask' }> | undefined;
  try {
    while (decision.kind === 'ask') {
      known = { ...known, ...(await learn(run, event, decision.what)) };
      decision = decide(event, settings.trigger, known);
    }
    decided = decision;
    result = await act(run, decision);
  } catch (error) {
    result = { ...none, failure: error };
  }
  if (command) {
    const answer = answerOf(decided, result);
    if (answer !== undefined && run.github) {
      await reply(
        { ...run.github, issueNumber: command.number },
        replyBody(command.command, answer.text, context.runUrl, answer.carriedOut),
      );
    }
    const done =
      result.failure === undefined &&
      (result.outcome === 'created' ||
        result.outcome === 'updated' ||
        result.outcome === 'terminated');
    if (command.commentId !== undefined) {
      await reactTo(run, command.commentId, done ? 'rocket' : 'confused');
    }
  }
  return result;
}

/** What the reply to a command says, when its comment is answered with one; else undefined. */
function answerOf(
  decided: Exclude<Decision, { kind: 'ask' }> | undefined,
  result: PreviewRun,
): { text: string; carriedOut: boolean } | undefined {
  if (result.failure instanceof CommandRefusal) {
    return { text: result.failure.reason, carriedOut: false };
  }
  if (decided?.kind === 'refuse') return { text: decided.reason, carriedOut: false };
  if (decided?.kind === 'skip' && decided.reply === true) {
    return { text: decided.reason, carriedOut: false };
  }
  if (decided?.kind === 'teardown' && decided.reply === true) return stopAnswer(decided, result);
  return undefined;
}

/** What a /preview stop on a closed pull request came to: its preview is gone either way. */
function stopAnswer(
  decided: Extract<Decision, { kind: 'teardown' }>,
  result: PreviewRun,
): { text: string; carriedOut: boolean } {
  const closed = `pull request #${decided.number} is closed`;
  const name = result.instanceName ?? 'its preview';
  if (result.failure !== undefined) {
    return {
      text: `${closed}, and its preview ${name} could not be terminated: it may still be running (the run says why)`,
      carriedOut: false,
    };
  }
  if (result.outcome === 'terminated') {
    return {
      text: `${closed}, but its preview ${name} was still running: it is terminated now`,
      carriedOut: true,
    };
  }
  return { text: `${closed}, and no preview of it (${name}) is running`, carriedOut: false };
}

async function reactTo(run: Run, commentId: number, content: Reaction): Promise<void> {
  if (run.github) await react(run.github, commentId, content);
}

/** Asks GitHub what the decision needs to know. */
async function learn(run: Run, event: PreviewEvent, what: 'permission' | 'pull'): Promise<Known> {
  const { github } = run;
  if (event.kind === 'comment') {
    if (!github) {
      throw new Error(
        "A /preview comment needs 'github-token', to check who asked and to read the pull request.",
      );
    }
    if (what === 'permission') {
      const author = event.author as string;
      try {
        return { permission: await repositoryPermission(github, author) };
      } catch (error) {
        throw new Error(
          `Could not check ${author}'s permission on ${run.context.repository}: ` +
            `${clauseOf(error)}. Nothing was launched or stopped; run the workflow again.`,
          { cause: error },
        );
      }
    }
    return { pull: await getPullRequest(github, event.number) };
  }
  if (event.kind === 'run') {
    let number = event.number;
    if (number === undefined && github && event.head.label) {
      number = await findPullRequest(github, event.head.label);
    }
    if (number === undefined) {
      throw new Error(
        `The ${run.context.eventName} event names no pull request` +
          (event.head.label ? `, and no open pull request has the head ${event.head.label}` : '') +
          ': run previews on pull_request events, or on workflow_run of a pull request workflow.',
      );
    }
    if (!github) return { pull: null, number };
    try {
      return { pull: await getPullRequest(github, number), number };
    } catch (error) {
      run.deps.logger.warning(
        `Could not read pull request #${number}: ${clauseOf(error)}. Its draft state and labels ` +
          'are not known.',
      );
      return { pull: null, number };
    }
  }
  throw new Error(`Nothing to ask GitHub for a ${event.kind} event.`);
}

/** Carries out what was decided. */
async function act(run: Run, decision: Exclude<Decision, { kind: 'ask' }>): Promise<PreviewRun> {
  const { logger } = run.deps;
  switch (decision.kind) {
    case 'skip':
      logger.notice(`Nothing to do: ${decision.reason}.`);
      return { steps: [], outcome: 'skipped', skipReason: `${decision.reason}.` };
    case 'refuse':
      logger.notice(`Refused: ${decision.reason}.`);
      return {
        steps: [],
        outcome: 'refused',
        skipReason: `${decision.reason}.`,
        pullRequest: decision.number,
      };
    case 'cleanup':
      return cleanUp(run);
    case 'teardown':
      logger.info(`Tearing down the preview of #${decision.number}: ${decision.reason}.`);
      return tearDown(run, decision.number, decision.reason);
    case 'deploy':
      logger.info(`Deploying the preview of #${decision.number}: ${decision.reason}.`);
      return deployPreview(run, decision);
  }
}
