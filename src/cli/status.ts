// `amezmo-deploy status`: the environment, its live deployment and what Amezmo's own health
// check of it said.
import { shortSha } from '../format.js';
import {
  type AmezmoCheck,
  checkOfDeployment,
  environmentUrl,
  readEnvironment,
} from '../pipeline/index.js';
import { presentFacts, summaryText } from '../summary.js';
import { asRecord, type Environment } from '../api/index.js';
import { connect, sourceOf, targetOf } from './connect.js';
import { STATUS_FLAGS } from './flags.js';
import { withClient } from './job.js';
import type { Invocation } from './invocation.js';
import { jsonResult } from './json.js';
import type { Terminal } from './terminal.js';

/** The status as JSON: named as the deploy action's outputs are, where they are the same. */
export function statusOutputs(
  where: { instance: string; environment: string },
  record: Environment,
): Record<string, string> {
  const deployment = asRecord(record.current_deployment);
  const check = checkOfDeployment(deployment);
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return {
    instance: where.instance,
    environment: where.environment,
    'environment-url': environmentUrl(record),
    state: text(record.state),
    'deployment-id': text(deployment?.id ?? record.current_deployment_id),
    'deployment-status': text(deployment?.status),
    branch: text(deployment?.branch),
    tag: text(deployment?.tag),
    commit: text(deployment?.commit),
    pusher: text(deployment?.pusher),
    'deployed-at': text(deployment?.created_at),
    health: deployment === undefined ? '' : healthWord(check),
    'health-detail': deployment === undefined ? '' : healthDetail(check),
  };
}

function healthWord(check: AmezmoCheck): string {
  return check.verdict === 'healthy' || check.verdict === 'unhealthy' ? check.verdict : 'unchecked';
}

function healthDetail(check: AmezmoCheck): string {
  switch (check.verdict) {
    case 'healthy':
    case 'unhealthy':
      return `Amezmo's health check of ${check.url} answered ${check.status ?? 'nothing'} at ${check.sentAt}`;
    case 'not-sent':
      return check.staleSentAt === undefined
        ? `Amezmo's health check of ${check.url} has not run yet`
        : `Amezmo's health check of ${check.url} has not run yet (the one shown, sent at ` +
            `${check.staleSentAt}, was of the release before)`;
    case 'not-configured':
      return 'the environment has no health check in Amezmo';
    default:
      return '';
  }
}

export async function statusCommand(
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
): Promise<unknown> {
  const source = sourceOf(invocation, terminal, STATUS_FLAGS, 'rollback');
  const where = targetOf(source);
  const record = await withClient(connect(source, invocation, terminal), (client) =>
    readEnvironment(client, where.instance, where.environment, signal),
  );
  const outputs = statusOutputs(where, record);
  if (invocation.json) {
    terminal.json(jsonResult(outputs));
    return undefined;
  }
  const ref = outputs.tag ? `tag ${outputs.tag}` : outputs.branch ? `branch ${outputs.branch}` : '';
  const facts = presentFacts([
    [
      'Environment',
      {
        text: `${where.environment} (instance ${where.instance}), state ${outputs.state || 'unknown'}`,
      },
    ],
    ['URL', outputs['environment-url'] ? { text: outputs['environment-url'] } : undefined],
    [
      'Live',
      outputs['deployment-id']
        ? {
            text: `deployment ${outputs['deployment-id']} (${outputs['deployment-status'] || 'status unknown'})`,
          }
        : { text: 'no deployment yet' },
    ],
    ['Ref', ref ? { text: ref } : undefined],
    ['Commit', outputs.commit ? { text: shortSha(outputs.commit) } : undefined],
    ['Pusher', outputs.pusher ? { text: outputs.pusher } : undefined],
    ['Deployed at', outputs['deployed-at'] ? { text: outputs['deployed-at'] } : undefined],
    [
      'Health',
      outputs.health ? { text: `${outputs.health}: ${outputs['health-detail']}` } : undefined,
    ],
  ]);
  for (const line of summaryText([{ kind: 'facts', facts }], (text) => terminal.guard(text))) {
    terminal.out(line);
  }
  return undefined;
}
