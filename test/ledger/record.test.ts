// The ledger's record of a release, as it is written into a GitHub deployment's payload and read
// back: read back only when it is one of ours and whole; anything else in a repository's
// deployments (other tools', hand-made, or tampered with) is passed over.
import { describe, expect, it } from 'vitest';
import {
  healthDescription,
  healthOf,
  outcomeOf,
  payloadOf,
  recordOf,
  type ReleaseRecord,
} from '../../src/ledger/record.ts';
import { artifactName } from '../../src/ledger/artifacts.ts';

const record: ReleaseRecord = {
  instance: '7',
  environment: 'production',
  deploymentId: 42,
  sha256: 'a'.repeat(64),
  size: 1234,
  commit: 'c'.repeat(40),
  ref: { kind: 'tag', name: 'v1.2.0' },
  artifact: { id: 99, name: 'amezmo-7-production-aaaaaaaaaaaaaaaa.zip', runId: '555' },
  runId: '555',
  redeployOf: 4001,
};

describe('the payload', () => {
  it('reads back what was written, through JSON as GitHub keeps it', () => {
    const payload = JSON.parse(JSON.stringify(payloadOf(record))) as unknown;
    expect(recordOf(payload)).toEqual(record);
    // GitHub gives a payload back as a string when it was sent as one.
    expect(recordOf(JSON.stringify(payload))).toEqual(record);
  });

  it('keeps a release without a kept archive or a ref', () => {
    const bare = { ...record, artifact: undefined, ref: undefined };
    expect(recordOf(payloadOf(bare))).toEqual(bare);
  });

  it('writes the version, the Amezmo deployment, the digest and where the bytes are', () => {
    expect(payloadOf(record)).toEqual({
      amezmo_deploy: 2,
      amezmo: { instance: '7', environment: 'production', deployment_id: 42 },
      archive: {
        sha256: 'a'.repeat(64),
        size: 1234,
        artifact: { id: 99, name: 'amezmo-7-production-aaaaaaaaaaaaaaaa.zip', run_id: '555' },
      },
      commit: 'c'.repeat(40),
      ref: { kind: 'tag', name: 'v1.2.0' },
      run: { id: '555' },
      redeploy_of: 4001,
    });
  });

  it('writes and reads back where a promoted release was promoted from', () => {
    const promoted: ReleaseRecord = {
      ...record,
      redeployOf: undefined,
      promotedFrom: { instance: '7', environment: 'staging', deploymentId: 41, id: 4000 },
    };
    const payload = JSON.parse(JSON.stringify(payloadOf(promoted))) as Record<string, unknown>;
    expect(payload.promoted_from).toEqual({
      instance: '7',
      environment: 'staging',
      deployment_id: 41,
      id: 4000,
    });
    expect(recordOf(payload)).toEqual({
      ...record,
      redeployOf: undefined,
      promotedFrom: promoted.promotedFrom,
    });
    // An older record has none, and is read as it was.
    expect(recordOf(payloadOf(record))).not.toHaveProperty('promotedFrom');
  });

  it.each([
    ['a string', 'staging'],
    ['no deployment id', { instance: '7', environment: 'staging', id: 4000 }],
    [
      'an id that is text',
      { instance: '7', environment: 'staging', deployment_id: 41, id: '4000' },
    ],
    ['no environment', { instance: '7', deployment_id: 41, id: 4000 }],
  ])('reads a promoted_from that is %s as no promotion, and keeps the record', (_what, value) => {
    const read = recordOf({ ...payloadOf(record), promoted_from: value });
    expect(read).toEqual(record);
  });

  it('still reads a version 1 payload, which names no run', () => {
    const first: Record<string, unknown> = { ...payloadOf(record), amezmo_deploy: 1 };
    delete first.run;
    delete first.redeploy_of;
    expect(recordOf(first)).toEqual({ ...record, runId: undefined, redeployOf: undefined });
  });

  const written = payloadOf(record) as Record<string, Record<string, unknown>>;
  it.each([
    ['nothing', undefined],
    ['another tool', { web_url: 'https://example.test' }],
    ['a later version', { ...written, amezmo_deploy: 3 }],
    ['a digest that is not one', { ...written, archive: { ...written.archive, sha256: 'abc' } }],
    [
      'an upper-case digest',
      { ...written, archive: { ...written.archive, sha256: 'A'.repeat(64) } },
    ],
    ['a size that is text', { ...written, archive: { ...written.archive, size: '1234' } }],
    [
      'a deployment id past 2^53',
      { ...written, amezmo: { ...written.amezmo, deployment_id: 2 ** 53 + 2 } },
    ],
    ['no commit', { ...written, commit: undefined }],
    ['text that is no JSON', '{"amezmo_deploy":1'],
  ])('passes over %s', (_what, payload) => {
    expect(recordOf(payload)).toBeUndefined();
  });

  it('drops an artifact record that is not whole, keeping the release', () => {
    const payload = { ...written, archive: { ...written.archive, artifact: { id: '99' } } };
    expect(recordOf(payload)).toEqual({ ...record, artifact: undefined });
  });
});

describe('the health a release recorded', () => {
  it('is the newest status that says one; a status without it is passed over', () => {
    expect(
      healthOf([
        { state: 'inactive', description: '' },
        { state: 'failure', description: healthDescription('unhealthy', 'answered 500') },
        { state: 'success', description: healthDescription('healthy', 'earlier') },
      ]),
    ).toBe('unhealthy');
    expect(healthOf([{ state: 'in_progress', description: 'Deploying' }])).toBe('unknown');
    expect(healthOf([null, 'text', { description: 'health: maybe' }])).toBe('unknown');
  });

  it('reads a release that never went live as not-live, and no longer word as one', () => {
    const description = healthDescription('not-live', 'the environment runs deployment 800');
    expect(description).toBe('health: not-live; the environment runs deployment 800');
    expect(healthOf([{ state: 'failure', description }])).toBe('not-live');
    expect(healthOf([{ description: 'health: not-lively; …' }])).toBe('unknown');
  });

  it('fits a description in the 140 characters GitHub keeps', () => {
    const description = healthDescription('unhealthy', 'x'.repeat(300));
    expect(description).toHaveLength(140);
    expect(healthOf([{ description }])).toBe('unhealthy');
  });
});

describe('the artifact name', () => {
  it('names what, where and which bytes, and a re-run attempt apart', () => {
    expect(artifactName({ instance: '7', environment: 'production' }, 'ab'.repeat(32), '1')).toBe(
      'amezmo-7-production-abababababababab.zip',
    );
    expect(artifactName({ instance: '7', environment: 'a/b:c' }, 'ab'.repeat(32), '2')).toBe(
      'amezmo-7-a_b_c-abababababababab-attempt2.zip',
    );
  });
});

describe("the commit's time", () => {
  it('is written as commit_time and read back, so that a later run can tell an older commit', () => {
    const timed = { ...record, commitTime: 1_780_000_000 };
    expect(payloadOf(timed)).toMatchObject({ commit_time: 1_780_000_000 });
    expect(recordOf(JSON.parse(JSON.stringify(payloadOf(timed))))).toEqual(timed);
  });

  it.each([['soon'], [-5], [1.5], [null], [{}]])(
    'is left out when the payload holds %j, and the record still read',
    (time) => {
      const payload = { ...payloadOf(record), commit_time: time };
      expect(recordOf(payload)).toEqual(record);
    },
  );
});

describe('how a release ended', () => {
  const status = (state: string, at: string, description = '') => ({
    state,
    description,
    created_at: at,
  });

  it("is the run's last status, not GitHub's inactive one after a success", () => {
    expect(
      outcomeOf([
        status('inactive', '2026-11-02T00:00:00Z'),
        status('success', '2026-11-01T00:05:00Z', 'health: healthy; deployed'),
        status('in_progress', '2026-11-01T00:00:00Z', 'Deploying'),
      ]),
    ).toEqual({
      health: 'healthy',
      state: 'success',
      at: '2026-11-01T00:05:00Z',
      healthySince: '2026-11-01T00:05:00Z',
      ran: { health: 'healthy', state: 'success', at: '2026-11-01T00:05:00Z' },
      wasLive: true,
    });
  });

  it('is inactive for a run that was cancelled, and nothing for a release without statuses', () => {
    expect(
      outcomeOf([
        status('inactive', '2026-11-01T00:01:00Z', 'The run was cancelled.'),
        status('in_progress', '2026-11-01T00:00:00Z', 'Deploying'),
      ]),
    ).toEqual({
      health: 'unknown',
      state: 'inactive',
      at: '2026-11-01T00:01:00Z',
      healthySince: '',
      ran: { health: 'unknown', state: 'inactive', at: '2026-11-01T00:01:00Z' },
      wasLive: false,
    });
    const none = {
      health: 'unknown',
      state: '',
      at: '',
      healthySince: '',
      ran: { health: 'unknown', state: '', at: '' },
      wasLive: false,
    };
    expect(outcomeOf([])).toEqual(none);
    expect(outcomeOf(['nonsense', { state: 7 }])).toEqual(none);
  });

  it('is healthy since the first healthy mark after the newest that said otherwise', () => {
    const proven = (at: string) => status('success', at, 'health: healthy; proven again');
    // Unhealthy at its deploy, proven healthy twice since: healthy since the first proof.
    const statuses = [
      proven('2026-11-03T00:00:00Z'),
      {
        state: 'success',
        description: 'a status of no health',
        created_at: '2026-11-02T12:00:00Z',
      },
      proven('2026-11-02T00:00:00Z'),
      status('failure', '2026-11-01T00:05:00Z', 'health: unhealthy; probe answered 500'),
      status('in_progress', '2026-11-01T00:00:00Z', 'Deploying'),
    ];
    expect(outcomeOf(statuses).healthySince).toBe('2026-11-02T00:00:00Z');
    // Live, as its health was proven of it; and found not live later (a race with another
    // deployment), still once live.
    expect(outcomeOf(statuses).wasLive).toBe(true);
    expect(
      outcomeOf([
        status('failure', '2026-11-04T00:00:00Z', 'health: not-live; proven again'),
        ...statuses,
      ]).wasLive,
    ).toBe(true);
    expect(
      outcomeOf([
        status('failure', '2026-11-01T00:05:00Z', 'health: not-live; never current'),
        status('in_progress', '2026-11-01T00:00:00Z', 'Deploying'),
      ]).wasLive,
    ).toBe(false);
    // A release not followed (wait: false), later found unhealthy: its own run ended nowhere.
    expect(
      outcomeOf([
        status('failure', '2026-11-02T00:00:00Z', 'health: unhealthy; proven again by run 9: 500'),
        status('in_progress', '2026-11-01T00:00:00Z', 'Deploying'),
      ]).ran,
    ).toEqual({ health: 'unknown', state: '', at: '' });
    // Its own run's end stays what it was: unhealthy.
    expect(outcomeOf(statuses).ran).toEqual({
      health: 'unhealthy',
      state: 'failure',
      at: '2026-11-01T00:05:00Z',
    });
    // Its newest mark not healthy: not healthy since any time.
    expect(outcomeOf(statuses.slice(3)).healthySince).toBe('');
    // A mark of the run without a time: not told.
    expect(
      outcomeOf([proven('2026-11-03T00:00:00Z'), { description: 'health: healthy; x' }])
        .healthySince,
    ).toBe('');
  });
});
