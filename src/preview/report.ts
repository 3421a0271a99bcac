// How a preview run is told: the outputs, the job summary's facts, and the pull request's
// comment, made from what the run answered. Pure: the shell writes them.
import { type InstanceId, isInProgress, isSucceeded } from '../api/index.js';
import { archiveFacts, archiveOutputs, healthFacts, healthOutputs } from '../pipeline/index.js';
import { presentFacts, type Cell, type Fact } from '../summary.js';
import {
  describeEndedCost,
  formatHourly,
  refusalClause,
  totalEndedCost,
  type BudgetRefusal,
  type EndedCost,
} from './cost.js';
import type { Command } from './event.js';
import type { PreviewRun, ReportedStep } from './job.js';
import { formatAge } from './plan.js';
import type { TriggerSettings } from './trigger.js';

export function previewOutputs(run: PreviewRun): Record<string, string> {
  const release = run.release;
  return {
    'instance-id': run.instanceId === undefined ? '' : String(run.instanceId),
    'preview-url': run.previewUrl ?? '',
    'deployment-id': release?.deploymentId === undefined ? '' : String(release.deploymentId),
    'deployment-status': release?.deploymentStatus ?? '',
    ...archiveOutputs(release),
    'hourly-price': run.hourlyPrice ?? '',
    outcome: run.outcome ?? '',
    ...healthOutputs(release),
  };
}

/** The instance type and what it costs, e.g. `hobby, $0.026880 an hour`. */
export function costOf(run: PreviewRun): string {
  if (!run.instanceType) return '';
  return run.hourlyPrice ? `${run.instanceType}, $${run.hourlyPrice} an hour` : run.instanceType;
}

function ageOf(run: PreviewRun, now: number): string {
  const created = run.createdAt ? Date.parse(run.createdAt) : NaN;
  return Number.isNaN(created) ? '' : formatAge(Math.max(0, now - created));
}

const STEP_VERB: Record<ReportedStep['action'], string> = {
  create: 'Created',
  reuse: 'Reused',
  terminate: 'Terminated',
  keep: 'Kept',
};

/** The job summary's facts, one each. */
export function previewFacts(
  run: PreviewRun,
  {
    error,
    runUrl,
    repositoryUrl,
    now,
  }: { error?: string; runUrl: string; repositoryUrl: string; now: number },
): Fact[] {
  const release = run.release;
  const commitUrl =
    run.commit && repositoryUrl ? `${repositoryUrl}/commit/${run.commit}` : undefined;
  return presentFacts([
    ['Outcome', { text: error ? `❌ failed: ${error}` : outcomeText(run.outcome) }],
    ['Skipped because', run.skipReason ? { text: run.skipReason } : undefined],
    ['Pull request', run.pullRequest ? { text: `#${run.pullRequest}` } : undefined],
    [
      'Instance',
      run.instanceName
        ? { text: `${run.instanceName} (${run.instanceId ?? 'not created'})` }
        : undefined,
    ],
    ['Preview', run.previewUrl ? { text: run.previewUrl, href: run.previewUrl } : undefined],
    ['Cost', costOf(run) ? { text: costOf(run) } : undefined],
    // Twelve digits, as every summary and comment of this project shows a commit.
    ['Commit', run.commit ? { text: run.commit.slice(0, 12), href: commitUrl } : undefined],
    ...archiveFacts(release),
    [
      'Deployment',
      release?.deploymentId === undefined
        ? undefined
        : { text: `${release.deploymentId}: ${release.deploymentStatus || 'unknown'}` },
    ],
    ...healthFacts(release),
    ['Age', ageOf(run, now) ? { text: ageOf(run, now) } : undefined],
    [
      'Ended',
      run.ended?.length === 1 && run.outcome === 'terminated'
        ? { text: describeEndedCost(run.ended[0] as EndedCost) }
        : run.ended && run.ended.length > 1
          ? { text: totalEndedCost(run.ended) }
          : undefined,
    ],
    ['Not deployed', run.awaiting ? { text: run.awaiting } : undefined],
    ...run.steps
      .filter((step) => run.outcome === 'cleaned' || step.result?.startsWith('failed'))
      .map((step): [string, Cell] => [
        `${step.name} (#${step.number})`,
        {
          text:
            `${step.result ?? STEP_VERB[step.action].toLowerCase()}: ${step.reason}` +
            (step.cost ? `; ${step.cost}` : ''),
        },
      ]),
    ['Run', runUrl ? { text: 'workflow run', href: runUrl } : undefined],
  ]);
}

/** Text from the service, cut down to what a table cell of a comment can show as is. */
function word(text: string | undefined): string {
  const kept = (text ?? '').replace(/[^\w.-]/g, '').slice(0, 40);
  return kept === '' ? 'unknown' : kept;
}

function link(text: string, href: string | undefined): string {
  return href && /^https:\/\/[^\s()<>\]]+$/.test(href) ? `[${text}](${href})` : text;
}

/** When the preview ends, as its comment says: on close, and what else the trigger makes end it. */
export function endsWhen(trigger: TriggerSettings | undefined): string {
  const draft = trigger && !trigger.drafts ? ', when it becomes a draft,' : '';
  switch (trigger?.trigger) {
    case 'label':
      return `It is terminated when the label \`${trigger.label}\` is removed${draft || ','} or when the pull request closes`;
    case 'comment':
      return `It is terminated by a \`/preview stop\` comment${draft || ','} or when the pull request closes`;
    default:
      return draft
        ? 'It is terminated when the pull request becomes a draft or closes'
        : 'It is terminated when the pull request closes';
  }
}

/** The pull request comment while the preview lives: where it is, what runs there, what it costs. */
export function liveCommentBody(
  run: PreviewRun,
  { runUrl, repositoryUrl }: { runUrl: string; repositoryUrl: string },
  now: number,
  trigger?: TriggerSettings,
): string {
  const failed = run.failure !== undefined;
  const status = word(run.release?.deploymentStatus);
  const icon = isSucceeded(status) ? '✅' : failed || !isInProgress(status) ? '❌' : '⏳';
  const launching = run.launching && !failed;
  const commitUrl =
    run.commit && repositoryUrl ? `${repositoryUrl}/commit/${run.commit}` : undefined;
  const commit = run.commit ? link(`\`${run.commit.slice(0, 12)}\``, commitUrl) : '';
  const deploymentId = run.release?.deploymentId;
  const rows = [
    [
      'Preview',
      run.previewUrl
        ? link(run.previewUrl, run.previewUrl)
        : launching
          ? 'known once the instance has launched'
          : 'not yet known',
    ],
    // A fork's preview, launched by comment, holds none of its commits until its build deploys.
    [
      'Commit',
      run.awaiting ? '' : commit + (run.branch ? ` on \`${run.branch.replace(/[`|]/g, '')}\`` : ''),
    ],
    [
      'Deployment',
      run.awaiting
        ? '⏳ waiting for the build'
        : launching
          ? `⏳ once the instance has launched (up to ${Math.ceil((run.launching?.timeoutSeconds ?? 0) / 60)} minutes)`
          : `${icon} ${deploymentId === undefined ? '' : `${deploymentId}: `}${status}`,
    ],
    ['Instance', `${run.instanceName ?? ''} (${run.instanceId ?? 'not created'})`],
    ['Cost', costOf(run) ? `${word(run.instanceType)}, $${word(run.hourlyPrice)} an hour` : ''],
    ['Age', ageOf(run, now)],
  ].filter(([, value]) => value !== '');
  const lines = [
    `### Amezmo preview of #${run.pullRequest ?? ''}`,
    '',
    // What failed leads: the address below it is of a preview that may not work.
    ...(failed ? [`❌ **${failureHeadline(run)}** See ${link('the run log', runUrl)}.`, ''] : []),
    ...(launching
      ? [`⏳ **Launching the preview instance.** This comment changes once it is deployed.`, '']
      : []),
    // The first row is the table's header: a Markdown table has one, and an empty one shows.
    ...rows.flatMap(([name, value], index) =>
      index === 0 ? [`| ${name} | ${value} |`, '|---|---|'] : [`| ${name} | ${value} |`],
    ),
    '',
    `${endsWhen(trigger)}${runUrl ? `. ${link('Last run', runUrl)}` : ''}.`,
  ];
  if (run.awaiting && !failed) {
    lines.splice(
      lines.length - 1,
      0,
      `Nothing is deployed yet: pull request #${run.pullRequest ?? ''} comes from a fork, whose ` +
        'code is deployed only by the workflow that builds it, on `workflow_run`. Push to the ' +
        'pull request, or re-run its last build.',
      '',
    );
  }
  return lines.join('\n');
}

const OUTCOME_ICONS: Record<NonNullable<PreviewRun['outcome']>, string> = {
  created: '🚀',
  updated: '✅',
  terminated: '🗑️',
  cleaned: '🧹',
  skipped: '⏭️',
  refused: '🚫',
};

/** The outcome with its icon, as the deploy action's summary shows its own. */
function outcomeText(outcome: PreviewRun['outcome']): string {
  return outcome ? `${OUTCOME_ICONS[outcome]} ${outcome}` : '❌ failed';
}

/** What failed, in a few words built from what the run learnt (never an answer's own text). */
function failureHeadline(run: PreviewRun): string {
  const release = run.release;
  const id = release?.deploymentId;
  if (release?.health?.health === 'unhealthy') {
    return `The preview is unhealthy: its health check failed after deployment ${id ?? ''}.`;
  }
  if (release?.health?.health === 'not-live') {
    return `The preview is not live: deployment ${id ?? ''} succeeded, but another is running.`;
  }
  if (id !== undefined) {
    const status = word(release?.deploymentStatus);
    return isSucceeded(status)
      ? `The last run failed after deployment ${id} succeeded.`
      : `Deployment ${id} ended ${status}.`;
  }
  if (release?.archive) return 'The upload of the archive failed.';
  if (run.instanceId !== undefined && !run.previewUrl) {
    return 'The preview instance did not become ready.';
  }
  return 'The last run failed.';
}

/** `hobby at $0.026880 an hour for 2h 5m: …`, with the service's words cut to plain ones. */
function endedCostText(cost: EndedCost): string {
  return describeEndedCost({ ...cost, instanceType: word(cost.instanceType) });
}

/** The pull request comment when a launch would pass the budget: the same facts as the log line. */
export function refusedCommentBody(
  refusal: BudgetRefusal,
  repository: string,
  runUrl: string,
): string {
  const plain = {
    ...refusal,
    launching: { ...refusal.launching, instanceType: word(refusal.launching.instanceType) },
  };
  const rows = refusal.holders.map(
    (holder) =>
      `| ${holder.name} | #${holder.number} | ${word(holder.instanceType)} | ` +
      `${holder.hourlyMicros === undefined ? 'not listed' : `${formatHourly(holder.hourlyMicros)} an hour`} | ` +
      `${holder.ageMs === undefined ? 'unknown' : formatAge(holder.ageMs)} |`,
  );
  const clause = refusalClause(plain, repository.replace(/[^\w./-]/g, ''));
  return [
    `### Amezmo preview of #${refusal.number}: ${refusal.gaveWay ? 'terminated, past the budget' : 'not launched'}`,
    '',
    (refusal.gaveWay
      ? `The preview launched, ${word(refusal.gaveWay.name)}, was terminated at once: another ` +
        `run launched a preview at the same time, and ${clause}. The newest launch gives way.`
      : `No preview was launched: ${clause}.`) + (rows.length > 0 ? ' The budget is held by:' : ''),
    ...(rows.length > 0
      ? ['', '| Preview | Pull request | Type | Price | Age |', '|---|---|---|---|---|', ...rows]
      : []),
    '',
    `End one of them, or raise \`${refusal.cap}\`, and run the preview again` +
      (runUrl ? `. ${link('Run', runUrl)}.` : '.'),
  ].join('\n');
}

const COMMAND_TEXT: Record<Command, string> = {
  launch: '`/preview`',
  stop: '`/preview stop`',
  unknown: 'The comment',
};

/**
 * The reply to a command: what was asked, and why nothing came of it, or (`carriedOut`) what was
 * done where the preview's own comment would not tell it.
 */
export function replyBody(
  command: Command,
  reason: string,
  runUrl: string,
  carriedOut = false,
): string {
  const asked = COMMAND_TEXT[command];
  const came = carriedOut
    ? 'was carried out'
    : command === 'unknown'
      ? 'changed nothing'
      : 'was not carried out';
  return [
    '### Amezmo preview',
    '',
    `${asked} ${came}: ${reason}.` + (runUrl ? ` ${link('Run', runUrl)}.` : ''),
  ].join('\n');
}

/** The pull request comment once the preview is gone. */
export function goneCommentBody(
  name: string,
  instanceId: InstanceId,
  reason: string,
  runUrl: string,
  cost?: EndedCost,
  last: { commit?: string; repositoryUrl?: string } = {},
): string {
  const commit = last.commit
    ? link(
        `\`${last.commit.slice(0, 12)}\``,
        last.repositoryUrl ? `${last.repositoryUrl}/commit/${last.commit}` : undefined,
      )
    : '';
  return [
    `### Amezmo preview: gone`,
    '',
    `The preview instance ${name} (${instanceId}) was terminated because ${reason}.` +
      (commit ? ` The last commit it ran was ${commit}.` : '') +
      (cost ? ` It ran as ${endedCostText(cost)}.` : '') +
      (runUrl ? ` ${link('Run', runUrl)}.` : ''),
  ].join('\n');
}
