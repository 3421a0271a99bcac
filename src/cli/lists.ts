// `amezmo-deploy instances | regions | types`: what the account has and what it may launch, as a
// table or, with --json, an array. Only the fields shown are written: an environment's record
// holds settings (a license key among them) that a list has no reason to repeat.
import type { AmezmoClient } from '../api/index.js';
import { columns } from '../summary.js';
import { connect, sourceOf } from './connect.js';
import { LIST_FLAGS } from './flags.js';
import { withClient } from './job.js';
import type { Invocation } from './invocation.js';
import type { Terminal } from './terminal.js';

export type ListName = 'instances' | 'regions' | 'types';

/** Each list: how it is asked for, and its columns by JSON name and heading. */
const LISTS: Record<
  ListName,
  {
    fetch(client: AmezmoClient, signal: AbortSignal): Promise<Record<string, unknown>[]>;
    columns: readonly (readonly [string, string])[];
  }
> = {
  instances: {
    fetch: async (client, signal) =>
      (await client.listInstances({}, { signal })).map((instance) => ({
        id: instance.id,
        name: instance.name,
        instance_type: instance.instance_type,
        region: instance.region,
        state: instance.state,
        php: instance.runtime_config?.php?.version ?? '',
        environments: (instance.environments ?? []).map(
          (environment) => environment.environment_name,
        ),
        created_at: instance.created_at,
      })),
    columns: [
      ['id', 'ID'],
      ['name', 'NAME'],
      ['instance_type', 'TYPE'],
      ['region', 'REGION'],
      ['state', 'STATE'],
      ['php', 'PHP'],
      ['created_at', 'CREATED'],
    ],
  },
  regions: {
    fetch: async (client, signal) =>
      (await client.listRegions({ signal })).map((region) => ({
        id: region.id,
        name: region.name ?? '',
        iso_country_code: region.iso_country_code ?? '',
      })),
    columns: [
      ['id', 'ID'],
      ['name', 'NAME'],
      ['iso_country_code', 'COUNTRY'],
    ],
  },
  types: {
    fetch: async (client, signal) =>
      (await client.listInstanceTypes({ signal })).map((type) => ({
        id: type.id,
        name: type.name,
        hourly_price: type.hourly_price,
        monthly_price: type.monthly_price,
      })),
    columns: [
      ['id', 'ID'],
      ['name', 'NAME'],
      ['hourly_price', 'HOURLY'],
      ['monthly_price', 'MONTHLY'],
    ],
  },
};

export async function listCommand(
  list: ListName,
  invocation: Invocation,
  terminal: Terminal,
  signal: AbortSignal,
): Promise<unknown> {
  const source = sourceOf(invocation, terminal, LIST_FLAGS, 'preview');
  const rows = await withClient(connect(source, invocation, terminal), (client) =>
    LISTS[list].fetch(client, signal),
  );
  if (invocation.json) {
    terminal.json(rows);
    return undefined;
  }
  const shown = LISTS[list].columns;
  const cell = (value: unknown) =>
    terminal.guard(
      Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value),
    );
  const lines = columns([
    shown.map(([, heading]) => heading),
    ...rows.map((row) => shown.map(([key]) => cell(row[key]))),
  ]);
  for (const line of lines) terminal.out(line);
  if (rows.length === 0) terminal.logger.info(`No ${list === 'types' ? 'instance types' : list}.`);
  return undefined;
}
