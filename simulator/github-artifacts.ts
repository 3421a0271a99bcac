// Workflow artifacts, as @actions/artifact (v2 and later) meets them: the results service's Twirp
// API (`ArtifactService`: create, finalize, list, sign a download, delete), whose signed URLs lead
// to the blob store (blob-store.ts), and the REST API another run uses to find an artifact and
// download it (`/actions/artifacts/{id}/zip` answers 302 to a signed URL, as GitHub does).

import { createHash, randomUUID } from 'node:crypto';
import type { BlobStore, RawReply, RawRequest } from './blob-store.ts';
import {
  githubError,
  githubTime,
  notFound,
  pageOf,
  type Reply,
  type RestContext,
  type RestRoute,
} from './github-rest.ts';
import { RuntimeTokens, type RuntimeScope } from './runtime-token.ts';

/** The run (and job) a runtime token or an artifact belongs to. */
export interface WorkflowRunOptions {
  /** The run's id in the REST API (GITHUB_RUN_ID); 1, as runner.ts sets it. */
  runId?: number;
  /** `owner/name`; `acme/shop`, as runner.ts sets it. */
  repository?: string;
  /** The job within the run; each has its own backend id; `deploy`. */
  job?: string;
  /** The commit the run is of (`head_sha`, GITHUB_SHA); DEFAULT_HEAD_SHA when never given. */
  headSha?: string;
  /** `owner/name` of the repository its head commit is in: a fork's for a fork's pull request. */
  headRepository?: string;
}

/** The commit a run is of when a test never said: runner.ts's own GITHUB_SHA. */
export const DEFAULT_HEAD_SHA = '0123456789abcdef0123456789abcdef01234567';

/** The run a runner.ts job is: run 1 of acme/shop, its job `deploy`. */
export const DEFAULT_RUN = { runId: 1, repository: 'acme/shop', job: 'deploy' } as const;

export interface ArtifactOptions extends WorkflowRunOptions {
  name: string;
  bytes: Buffer;
  /** As the blob store gives it on download; by the name's extension, as the library sets it. */
  contentType?: string;
  /** 90, GitHub's default. */
  retentionDays?: number;
}

/** An artifact as the stand-in keeps it, for tests to read. */
export interface StoredArtifact {
  id: number;
  name: string;
  repository: string;
  runId: number;
  /** The size its uploader reported when it finalized it (`size_in_bytes`). */
  size: number;
  /** `sha256:<hex>`, as its uploader reported it (`digest`); undefined when it gave none. */
  digest: string | undefined;
  contentType: string;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
  /** What the blob holds now. */
  bytes: Buffer;
}

interface RunState {
  runId: number;
  repository: string;
  headSha: string;
  headRepository: string;
  backendId: string;
  /** Job backend ids, by job name. */
  jobs: Map<string, string>;
}

interface ArtifactState {
  /** Given when it is finalized. */
  id: number | undefined;
  name: string;
  run: RunState;
  jobBackendId: string;
  blobPath: string;
  contentType: string;
  createdAt: Date;
  expiresAt: Date;
  size: number;
  digest: string | undefined;
}

const SERVICE = 'github.actions.results.api.v1.ArtifactService';
const DAY_MS = 24 * 3600 * 1000;
const UPLOAD_URL_TTL_MS = 6 * 3600 * 1000;
/** GitHub's download URLs last a minute. */
const DOWNLOAD_URL_TTL_MS = 60 * 1000;

/** Twirp's error codes and the statuses they go with. */
const TWIRP_STATUS: Record<string, number> = {
  invalid_argument: 400,
  malformed: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  bad_route: 404,
  already_exists: 409,
  failed_precondition: 412,
  resource_exhausted: 429,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
};

const MIME_TYPES: Record<string, string> = {
  '.zip': 'application/zip',
  '.tar': 'application/x-tar',
  '.gz': 'application/gzip',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

export class ArtifactStore {
  private readonly runs = new Map<string, RunState>();
  private readonly repositoryIds = new Map<string, number>();
  /** Finalized artifacts, in the order they were made. */
  private readonly artifacts: ArtifactState[] = [];
  /** Created and not finalized yet, by run backend id and name. */
  private readonly pending = new Map<string, ArtifactState>();
  private readonly tokens: RuntimeTokens;
  private readonly blobs: BlobStore;
  private readonly now: () => number;
  private nextId = 3_000_000_001;

  constructor(now: () => number, blobs: BlobStore) {
    this.now = now;
    this.blobs = blobs;
    this.tokens = new RuntimeTokens(now);
  }

  runtimeToken(options: WorkflowRunOptions = {}): string {
    const run = this.runOf(options);
    return this.tokens.issue({
      workflowRunBackendId: run.backendId,
      workflowJobRunBackendId: jobOf(run, options.job),
    });
  }

  add(options: ArtifactOptions): StoredArtifact {
    const run = this.runOf(options);
    const artifact = this.newArtifact(run, jobOf(run, options.job), options.name, {
      contentType: options.contentType ?? mimeTypeOf(options.name),
      expiresAt: this.now() + (options.retentionDays ?? 90) * DAY_MS,
    });
    this.blobs.write(artifact.blobPath, options.bytes, artifact.contentType);
    artifact.size = options.bytes.length;
    artifact.digest = `sha256:${createHash('sha256').update(options.bytes).digest('hex')}`;
    this.finalize(artifact);
    return this.view(artifact);
  }

  list(): StoredArtifact[] {
    return this.artifacts.map((artifact) => this.view(artifact));
  }

  /** Makes it expired, as its retention running out does. */
  expire(id: number): void {
    this.found(id).expiresAt = new Date(this.now() - 1000);
  }

  /** Deletes it: the API answers 404 for it, and its blob is gone. */
  remove(id: number): void {
    const artifact = this.found(id);
    this.artifacts.splice(this.artifacts.indexOf(artifact), 1);
    this.blobs.delete(artifact.blobPath);
  }

  /** Changes what its blob holds, leaving its reported size and digest: a corrupted artifact. */
  setBytes(id: number, bytes: Buffer): void {
    const artifact = this.found(id);
    this.blobs.write(artifact.blobPath, bytes, artifact.contentType);
  }

  reset(): void {
    this.artifacts.length = 0;
    this.pending.clear();
  }

  // ---- the results service (Twirp, JSON) ----------------------------------------------------

  twirp(request: RawRequest): RawReply {
    type Method = (run: RunState, scope: RuntimeScope, body: Record<string, unknown>) => RawReply;
    const methods: Record<string, Method> = {
      CreateArtifact: (run, scope, body) => this.createArtifact(run, scope, body),
      FinalizeArtifact: (run, scope, body) => this.finalizeArtifact(run, scope, body),
      ListArtifacts: (run, _, body) => this.listArtifacts(run, body),
      GetSignedArtifactURL: (run, _, body) => this.signedArtifactUrl(run, body),
      DeleteArtifact: (run, _, body) => this.deleteArtifact(run, body),
    };
    const prefix = `/twirp/${SERVICE}/`;
    const { pathname } = request.url;
    const method = pathname.startsWith(prefix) ? methods[pathname.slice(prefix.length)] : undefined;
    if (request.method !== 'POST' || method === undefined) {
      return twirpError('bad_route', `no handler for path "${pathname}"`);
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      return twirpError('bad_route', 'unexpected Content-Type: only JSON is served here');
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const scope = token === undefined ? undefined : this.tokens.verify(token);
    if (!scope) return twirpError('unauthenticated', 'the runtime token is missing or not valid');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return twirpError('malformed', 'the request body is not JSON');
    }
    const run = this.runs.get(scope.workflowRunBackendId);
    if (!run || body.workflow_run_backend_id !== run.backendId) {
      return twirpError(
        'permission_denied',
        'the token does not grant access to this workflow run',
      );
    }
    return method(run, scope, body);
  }

  private createArtifact(
    run: RunState,
    scope: RuntimeScope,
    body: Record<string, unknown>,
  ): RawReply {
    if (body.workflow_job_run_backend_id !== scope.workflowJobRunBackendId) {
      return twirpError('permission_denied', 'the token does not grant access to this job');
    }
    const name = body.name;
    if (typeof name !== 'string' || name === '') {
      return twirpError('invalid_argument', 'an artifact needs a name');
    }
    if (this.finalizedIn(run, name)) {
      return twirpError(
        'already_exists',
        `an artifact with the name ${name} already exists on the workflow run`,
      );
    }
    const expiresAt =
      typeof body.expires_at === 'string' ? Date.parse(body.expires_at) : this.now() + 90 * DAY_MS;
    if (!(expiresAt > this.now())) {
      return twirpError('invalid_argument', 'expires_at must be a time in the future');
    }
    const artifact = this.newArtifact(run, scope.workflowJobRunBackendId, name, {
      contentType: typeof body.mime_type === 'string' ? body.mime_type : 'application/zip',
      expiresAt,
    });
    this.pending.set(`${run.backendId}/${name}`, artifact);
    return twirpAnswer({
      ok: true,
      signed_upload_url: this.blobs.signedUrl(artifact.blobPath, 'cw', UPLOAD_URL_TTL_MS),
    });
  }

  private finalizeArtifact(
    run: RunState,
    scope: RuntimeScope,
    body: Record<string, unknown>,
  ): RawReply {
    const key = `${run.backendId}/${String(body.name)}`;
    const artifact = this.pending.get(key);
    if (!artifact || artifact.jobBackendId !== scope.workflowJobRunBackendId) {
      return twirpError('not_found', `no artifact named ${String(body.name)} is being uploaded`);
    }
    if (this.blobs.read(artifact.blobPath) === undefined) {
      return twirpError('failed_precondition', 'the artifact has no content: upload it first');
    }
    this.pending.delete(key);
    artifact.size = Number(body.size ?? 0);
    artifact.digest = typeof body.hash === 'string' ? body.hash : undefined;
    this.finalize(artifact);
    return twirpAnswer({ ok: true, artifact_id: String(artifact.id) });
  }

  private listArtifacts(run: RunState, body: Record<string, unknown>): RawReply {
    const listed = this.artifacts.filter(
      (artifact) =>
        artifact.run === run &&
        !this.expired(artifact) &&
        (body.name_filter === undefined || artifact.name === body.name_filter) &&
        (body.id_filter === undefined || String(artifact.id) === String(body.id_filter)),
    );
    return twirpAnswer({
      artifacts: listed.map((artifact) => ({
        workflow_run_backend_id: run.backendId,
        workflow_job_run_backend_id: artifact.jobBackendId,
        database_id: String(artifact.id),
        name: artifact.name,
        size: String(artifact.size),
        created_at: artifact.createdAt.toISOString(),
        ...(artifact.digest === undefined ? {} : { digest: artifact.digest }),
      })),
    });
  }

  private signedArtifactUrl(run: RunState, body: Record<string, unknown>): RawReply {
    const artifact = this.finalizedIn(run, String(body.name));
    if (!artifact || this.expired(artifact)) {
      return twirpError('not_found', `no artifact named ${String(body.name)} in this run`);
    }
    return twirpAnswer({ signed_url: this.downloadUrl(artifact) });
  }

  private deleteArtifact(run: RunState, body: Record<string, unknown>): RawReply {
    const artifact = this.finalizedIn(run, String(body.name));
    if (!artifact) return twirpError('not_found', `no artifact named ${String(body.name)}`);
    this.remove(artifact.id as number);
    return twirpAnswer({ ok: true, artifact_id: String(artifact.id) });
  }

  // ---- the REST API ------------------------------------------------------------------------

  restRoutes(): RestRoute[] {
    return [
      {
        method: 'GET',
        pattern: /^\/actions\/artifacts\/(\d+)$/,
        handler: (context) => {
          const artifact = this.inRepository(context);
          return artifact ? { status: 200, body: this.record(artifact, context) } : notFound();
        },
      },
      {
        method: 'GET',
        pattern: /^\/actions\/artifacts\/(\d+)\/([^/]+)$/,
        handler: (context) => this.zipRedirect(context),
      },
      {
        method: 'DELETE',
        pattern: /^\/actions\/artifacts\/(\d+)$/,
        handler: (context) => {
          const artifact = this.inRepository(context);
          if (!artifact) return notFound();
          this.remove(artifact.id as number);
          return { status: 204 };
        },
      },
      {
        method: 'GET',
        pattern: /^\/actions\/runs\/(\d+)$/,
        handler: (context) => this.runRecord(context),
      },
      {
        method: 'GET',
        pattern: /^\/actions\/runs\/(\d+)\/artifacts$/,
        handler: (context) =>
          this.listPage(context, (artifact) => artifact.run.runId === Number(context.params[0])),
      },
      {
        method: 'GET',
        pattern: /^\/actions\/artifacts$/,
        handler: (context) => this.listPage(context, () => true),
      },
    ];
  }

  private zipRedirect(context: RestContext): Reply {
    const artifact = this.inRepository(context);
    if (!artifact || context.params[1] !== 'zip') return notFound();
    if (this.expired(artifact)) {
      return githubError(
        410,
        'Artifact has expired',
        'https://docs.github.com/rest/actions/artifacts#download-an-artifact',
      );
    }
    return { status: 302, headers: { location: this.downloadUrl(artifact) } };
  }

  /** Newest first, filtered by `name`, paged; with `total_count` as GitHub gives it. */
  private listPage(context: RestContext, keep: (artifact: ArtifactState) => boolean): Reply {
    const name = context.query.get('name');
    const matching = this.artifacts
      .filter(
        (artifact) =>
          artifact.run.repository === context.repository &&
          keep(artifact) &&
          (name === null || artifact.name === name),
      )
      .reverse();
    const run = context.params[0] === undefined ? '' : `/runs/${context.params[0]}`;
    const page = pageOf(matching, context, `/repos/${context.repository}/actions${run}/artifacts`);
    return {
      status: 200,
      body: {
        total_count: matching.length,
        artifacts: page.items.map((artifact) => this.record(artifact, context)),
      },
      headers: page.headers,
    };
  }

  private record(artifact: ArtifactState, { origin }: Pick<RestContext, 'origin'>) {
    const url = `${origin}/repos/${artifact.run.repository}/actions/artifacts/${artifact.id}`;
    return {
      id: artifact.id,
      node_id: `MDg6QXJ0aWZhY3Q${Buffer.from(String(artifact.id)).toString('base64url')}`,
      name: artifact.name,
      size_in_bytes: artifact.size,
      url,
      archive_download_url: `${url}/zip`,
      expired: this.expired(artifact),
      digest: artifact.digest ?? null,
      created_at: githubTime(artifact.createdAt),
      updated_at: githubTime(artifact.createdAt),
      expires_at: githubTime(artifact.expiresAt),
      workflow_run: {
        id: artifact.run.runId,
        repository_id: this.repositoryId(artifact.run.repository),
        head_repository_id: this.repositoryId(artifact.run.headRepository),
        head_branch: 'main',
        head_sha: artifact.run.headSha,
      },
    };
  }

  /** `GET /repos/{owner}/{repo}/actions/runs/{id}`: the run, as GitHub answers it in part. */
  private runRecord(context: RestContext): Reply {
    const run = [...this.runs.values()].find(
      (candidate) =>
        candidate.runId === Number(context.params[0]) &&
        candidate.repository === context.repository,
    );
    if (!run) return notFound();
    const url = `${context.origin}/repos/${run.repository}/actions/runs/${run.runId}`;
    return {
      status: 200,
      body: {
        id: run.runId,
        name: 'deploy',
        head_branch: 'main',
        head_sha: run.headSha,
        run_number: run.runId,
        run_attempt: 1,
        event: 'push',
        status: 'completed',
        conclusion: 'success',
        url,
        artifacts_url: `${url}/artifacts`,
        repository: this.repositoryRecord(run.repository),
        head_repository: this.repositoryRecord(run.headRepository),
      },
    };
  }

  private repositoryRecord(fullName: string) {
    const [owner = '', name = ''] = fullName.split('/');
    return { id: this.repositoryId(fullName), name, full_name: fullName, owner: { login: owner } };
  }

  /** A repository's id, the same for the same name as long as the stand-in runs. */
  private repositoryId(fullName: string): number {
    let id = this.repositoryIds.get(fullName);
    if (id === undefined) {
      id = 1 + this.repositoryIds.size;
      this.repositoryIds.set(fullName, id);
    }
    return id;
  }

  // ---- internals -----------------------------------------------------------------------------

  private runOf(options: WorkflowRunOptions): RunState {
    const runId = options.runId ?? DEFAULT_RUN.runId;
    const repository = options.repository ?? DEFAULT_RUN.repository;
    for (const run of this.runs.values()) {
      if (run.runId === runId && run.repository === repository) {
        // A test that says what the run is of after it first named it.
        if (options.headSha !== undefined) run.headSha = options.headSha;
        if (options.headRepository !== undefined) run.headRepository = options.headRepository;
        return run;
      }
    }
    const run: RunState = {
      runId,
      repository,
      headSha: options.headSha ?? DEFAULT_HEAD_SHA,
      headRepository: options.headRepository ?? repository,
      backendId: randomUUID(),
      jobs: new Map(),
    };
    this.runs.set(run.backendId, run);
    return run;
  }

  private newArtifact(
    run: RunState,
    jobBackendId: string,
    name: string,
    { contentType, expiresAt }: { contentType: string; expiresAt: number },
  ): ArtifactState {
    return {
      id: undefined,
      name,
      run,
      jobBackendId,
      // As the service names blobs: by run, job, and a hash of the name.
      blobPath: this.blobs.pathOf(
        run.backendId,
        `workflow-job-run-${jobBackendId}`,
        'artifacts',
        createHash('sha256').update(`${name}/${randomUUID()}`).digest('hex'),
      ),
      contentType,
      createdAt: new Date(this.now()),
      expiresAt: new Date(expiresAt),
      size: 0,
      digest: undefined,
    };
  }

  private finalize(artifact: ArtifactState): void {
    artifact.id = this.nextId++;
    this.artifacts.push(artifact);
  }

  private finalizedIn(run: RunState, name: string): ArtifactState | undefined {
    return this.artifacts.find((artifact) => artifact.run === run && artifact.name === name);
  }

  private inRepository({ params, repository }: RestContext): ArtifactState | undefined {
    return this.artifacts.find(
      (artifact) => artifact.id === Number(params[0]) && artifact.run.repository === repository,
    );
  }

  private found(id: number): ArtifactState {
    const artifact = this.artifacts.find((candidate) => candidate.id === id);
    if (!artifact) throw new Error(`No artifact ${id} is stored.`);
    return artifact;
  }

  private expired(artifact: ArtifactState): boolean {
    return artifact.expiresAt.getTime() <= this.now();
  }

  /**
   * A signed URL to read the artifact, naming the file it gives: its own name for a file
   * uploaded as it is, `<name>.zip` for one the library zipped.
   */
  private downloadUrl(artifact: ArtifactState): string {
    const zipped = artifact.contentType === 'application/zip' && !/\.zip$/i.test(artifact.name);
    const file = zipped ? `${artifact.name}.zip` : artifact.name;
    const plain = file.replace(/[^\x20-\x7e]|["\\]/g, '_');
    const disposition = `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(file)}`;
    return this.blobs.signedUrl(artifact.blobPath, 'r', DOWNLOAD_URL_TTL_MS, disposition);
  }

  private view(artifact: ArtifactState): StoredArtifact {
    return {
      id: artifact.id as number,
      name: artifact.name,
      repository: artifact.run.repository,
      runId: artifact.run.runId,
      size: artifact.size,
      digest: artifact.digest,
      contentType: artifact.contentType,
      createdAt: new Date(artifact.createdAt),
      expiresAt: new Date(artifact.expiresAt),
      expired: this.expired(artifact),
      bytes: Buffer.from(this.blobs.read(artifact.blobPath) ?? Buffer.alloc(0)),
    };
  }
}

function jobOf(run: RunState, job: string = DEFAULT_RUN.job): string {
  let id = run.jobs.get(job);
  if (id === undefined) {
    id = randomUUID();
    run.jobs.set(job, id);
  }
  return id;
}

function mimeTypeOf(name: string): string {
  const extension = /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
  return MIME_TYPES[extension] ?? 'application/octet-stream';
}

function twirpAnswer(body: unknown): RawReply {
  return {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** Twirp's error: the status its code goes with, and `{code, msg}`. */
export function twirpError(code: string, message: string): RawReply {
  return {
    status: TWIRP_STATUS[code] ?? 500,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, msg: message }),
  };
}

/** The Twirp code of a status, for a failure made on purpose. */
export function twirpCodeOf(status: number): string {
  return Object.entries(TWIRP_STATUS).find(([, known]) => known === status)?.[0] ?? 'internal';
}
