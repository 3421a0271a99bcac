export const id = 922;
export const ids = [922];
export const modules = {

/***/ 64348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WW: () => (/* binding */ withFlags),
/* harmony export */   aj: () => (/* binding */ detectTrigger),
/* harmony export */   kv: () => (/* binding */ runContextOf),
/* harmony export */   xY: () => (/* binding */ ciCommitTime),
/* harmony export */   y3: () => (/* binding */ CI_NAMES)
/* harmony export */ });
/* unused harmony exports ciOf, repositoryOfRemote */
/** How each CI is named in messages. */
const CI_NAMES = {
    github: 'GitHub Actions',
    gitlab: 'GitLab CI',
    bitbucket: 'Bitbucket Pipelines',
    circleci: 'CircleCI',
    local: 'the local git repository',
};
/** How messages name a commit read from git. */
const GIT_HEAD = "git (HEAD's commit)";
/** Which CI the variables are of; the first that says so wins. */
function ciOf(env) {
    if (env.GITHUB_ACTIONS === 'true')
        return 'github';
    if (env.GITLAB_CI === 'true')
        return 'gitlab';
    if (set(env.BITBUCKET_BUILD_NUMBER) || set(env.BITBUCKET_COMMIT))
        return 'bitbucket';
    if (env.CIRCLECI === 'true')
        return 'circleci';
    return 'local';
}
/** The branch or tag, commit, repository and pusher, from the CI's variables or from git. */
function detectTrigger(env, git) {
    const ci = ciOf(env);
    switch (ci) {
        case 'github': {
            const ref = env.GITHUB_REF ?? '';
            const head = env.GITHUB_HEAD_REF ?? '';
            return trigger(ci, {
                ref: head
                    ? branch(head)
                    : ref.startsWith('refs/tags/')
                        ? tag(ref.slice('refs/tags/'.length))
                        : ref.startsWith('refs/heads/')
                            ? branch(ref.slice('refs/heads/'.length))
                            : undefined,
                missing: `GITHUB_REF is '${ref}', neither a branch nor a tag`,
                commit: env.GITHUB_SHA || git.commit,
                repository: env.GITHUB_REPOSITORY,
                request: /^refs\/pull\/(\d+)\//.exec(ref)?.[1],
                from: {
                    ref: head ? 'GITHUB_HEAD_REF' : 'GITHUB_REF',
                    commit: env.GITHUB_SHA ? 'GITHUB_SHA' : GIT_HEAD,
                    repository: 'GITHUB_REPOSITORY',
                },
                jobUrl: env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY
                    ? `${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
                    : '',
            });
        }
        case 'gitlab': {
            // A merge request pipeline sets no CI_COMMIT_BRANCH: its branch is the request's source.
            const source = env.CI_MERGE_REQUEST_SOURCE_BRANCH_NAME;
            const sourceProject = env.CI_MERGE_REQUEST_SOURCE_PROJECT_PATH;
            const fork = set(source) &&
                set(sourceProject) &&
                sourceProject !== (env.CI_PROJECT_PATH ?? '') &&
                !set(env.CI_COMMIT_TAG);
            return trigger(ci, {
                ref: set(env.CI_COMMIT_TAG)
                    ? tag(env.CI_COMMIT_TAG)
                    : set(source)
                        ? branch(source)
                        : set(env.CI_COMMIT_BRANCH)
                            ? branch(env.CI_COMMIT_BRANCH)
                            : undefined,
                missing: 'GitLab set none of CI_COMMIT_TAG, CI_COMMIT_BRANCH and CI_MERGE_REQUEST_SOURCE_BRANCH_NAME',
                commit: env.CI_COMMIT_SHA || git.commit,
                repository: env.CI_PROJECT_PATH,
                pusher: env.GITLAB_USER_EMAIL || git.authorEmail,
                request: env.CI_MERGE_REQUEST_IID,
                jobUrl: env.CI_JOB_URL,
                from: {
                    ref: set(env.CI_COMMIT_TAG)
                        ? 'CI_COMMIT_TAG'
                        : set(source)
                            ? 'CI_MERGE_REQUEST_SOURCE_BRANCH_NAME'
                            : 'CI_COMMIT_BRANCH',
                    commit: env.CI_COMMIT_SHA ? 'CI_COMMIT_SHA' : GIT_HEAD,
                    repository: 'CI_PROJECT_PATH',
                },
                ...(fork
                    ? {
                        refused: `merge request !${env.CI_MERGE_REQUEST_IID ?? '?'} comes from the fork ` +
                            `${sourceProject}, not from ${env.CI_PROJECT_PATH || 'this project'}: its branch ` +
                            `'${source}' is the fork's, whatever its name, and is not deployed as this ` +
                            "project's branch. Deploy it from a branch of this project once it is merged " +
                            '(or reviewed and pushed here), or use amezmo-deploy preview up for a preview.',
                    }
                    : {}),
            });
        }
        case 'bitbucket':
            return trigger(ci, {
                ref: set(env.BITBUCKET_TAG)
                    ? tag(env.BITBUCKET_TAG)
                    : set(env.BITBUCKET_BRANCH)
                        ? branch(env.BITBUCKET_BRANCH)
                        : undefined,
                missing: 'Bitbucket set neither BITBUCKET_TAG nor BITBUCKET_BRANCH',
                commit: env.BITBUCKET_COMMIT || git.commit,
                repository: env.BITBUCKET_REPO_FULL_NAME,
                // Bitbucket tells no e-mail of who started the pipeline: the commit's author is taken.
                pusher: git.authorEmail,
                request: env.BITBUCKET_PR_ID,
                from: {
                    ref: set(env.BITBUCKET_TAG) ? 'BITBUCKET_TAG' : 'BITBUCKET_BRANCH',
                    commit: env.BITBUCKET_COMMIT ? 'BITBUCKET_COMMIT' : GIT_HEAD,
                    repository: 'BITBUCKET_REPO_FULL_NAME',
                },
                jobUrl: env.BITBUCKET_GIT_HTTP_ORIGIN && env.BITBUCKET_BUILD_NUMBER
                    ? `${env.BITBUCKET_GIT_HTTP_ORIGIN.replace(/^http:/, 'https:')}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}`
                    : '',
            });
        case 'circleci':
            return trigger(ci, {
                ref: set(env.CIRCLE_TAG)
                    ? tag(env.CIRCLE_TAG)
                    : set(env.CIRCLE_BRANCH)
                        ? branch(env.CIRCLE_BRANCH)
                        : undefined,
                missing: 'CircleCI set neither CIRCLE_TAG nor CIRCLE_BRANCH',
                commit: env.CIRCLE_SHA1 || git.commit,
                repository: env.CIRCLE_PROJECT_USERNAME && env.CIRCLE_PROJECT_REPONAME
                    ? `${env.CIRCLE_PROJECT_USERNAME}/${env.CIRCLE_PROJECT_REPONAME}`
                    : '',
                // CIRCLE_USERNAME is a login, not an address: the commit's author is taken.
                pusher: git.authorEmail,
                request: env.CIRCLE_PR_NUMBER || /\/pull\/(\d+)$/.exec(env.CIRCLE_PULL_REQUEST ?? '')?.[1],
                jobUrl: env.CIRCLE_BUILD_URL,
                from: {
                    ref: set(env.CIRCLE_TAG) ? 'CIRCLE_TAG' : 'CIRCLE_BRANCH',
                    commit: env.CIRCLE_SHA1 ? 'CIRCLE_SHA1' : GIT_HEAD,
                    repository: 'CIRCLE_PROJECT_USERNAME/CIRCLE_PROJECT_REPONAME',
                },
            });
        case 'local':
            return trigger(ci, {
                ref: git.branch ? branch(git.branch) : git.tag ? tag(git.tag) : undefined,
                missing: git.commit === undefined
                    ? 'this folder is not in a git repository'
                    : `HEAD is detached at ${git.commit.slice(0, 7)} and no tag points at it`,
                commit: git.commit,
                repository: repositoryOfRemote(git.remoteUrl ?? ''),
                pusher: git.userEmail || git.authorEmail,
                from: { ref: 'git (HEAD)', commit: GIT_HEAD, repository: "git (the remote 'origin')" },
            });
    }
}
function withFlags(found, flags) {
    return {
        ...found,
        from: {
            ref: flags.branch ? '--branch' : flags.tag ? '--tag' : found.from.ref,
            commit: flags.commit ? '--commit' : found.from.commit,
            repository: flags.repository ? '--repository' : found.from.repository,
        },
        ...(flags.branch ? { ref: branch(flags.branch) } : {}),
        ...(flags.tag ? { ref: tag(flags.tag) } : {}),
        ...(flags.commit ? { commit: flags.commit } : {}),
        ...(flags.repository ? { repository: flags.repository } : {}),
    };
}
/**
 * The trigger as the deploy job hears a run: a push of the branch or tag, or a pull request of
 * its branch, with the pusher's address in the payload where GitHub's push events carry it.
 */
function runContextOf(found, place) {
    const ref = `refs/${found.ref.kind === 'tag' ? 'tags' : 'heads'}/${found.ref.name}`;
    const request = found.request !== '' && found.ref.kind === 'branch';
    return {
        eventName: request ? 'pull_request' : 'push',
        ref,
        headRef: request ? found.ref.name : '',
        sha: found.commit,
        repository: found.repository,
        actor: '',
        actorId: '',
        payload: { ref, ...(found.pusher ? { pusher: { email: found.pusher } } : {}) },
        runUrl: found.jobUrl,
        repositoryUrl: '',
        apiUrl: place.apiUrl,
        tempDir: place.tempDir,
    };
}
/**
 * `owner/name` from a remote's URL: `git@host:owner/name.git`, `https://host/owner/name.git`,
 * `ssh://git@host:22/owner/name`. '' for anything else.
 */
function repositoryOfRemote(url) {
    const scp = /^[\w.-]+@[\w.-]+:(?!\/)(.+)$/.exec(url);
    let path;
    if (scp) {
        path = scp[1];
    }
    else {
        try {
            path = new URL(url).pathname;
        }
        catch {
            return '';
        }
    }
    const parts = path
        .replace(/\.git\/?$/, '')
        .split('/')
        .filter((part) => part !== '');
    return parts.length >= 2 && parts.every((part) => /^[\w.-]+$/.test(part)) ? parts.join('/') : '';
}
function trigger(ci, found) {
    return {
        ci,
        ref: found.ref,
        from: found.from,
        ...(found.refused === undefined ? {} : { refused: found.refused }),
        ...(found.ref ? {} : { missing: found.missing }),
        commit: found.commit ?? '',
        repository: found.repository ?? '',
        pusher: found.pusher ?? '',
        request: found.request ?? '',
        jobUrl: found.jobUrl ?? '',
    };
}
function set(value) {
    return value !== undefined && value !== '';
}
function branch(name) {
    return { kind: 'branch', name };
}
function tag(name) {
    return { kind: 'tag', name };
}
/**
 * The commit's time as the CI tells it, for a job whose image has no git (GitLab's node:24-slim):
 * GitLab's CI_COMMIT_TIMESTAMP (ISO 8601), in whole seconds. Bitbucket and CircleCI tell none;
 * a value that is not a time is passed over, and the files keep their times on disk.
 */
function ciCommitTime(env) {
    const text = env.GITLAB_CI === 'true' ? env.CI_COMMIT_TIMESTAMP?.trim() : undefined;
    if (!text || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)$/.test(text))
        return undefined;
    const milliseconds = Date.parse(text);
    if (!Number.isFinite(milliseconds) || milliseconds < 0)
        return undefined;
    return { time: Math.floor(milliseconds / 1000), timeFrom: 'CI_COMMIT_TIMESTAMP' };
}


/***/ }),

/***/ 31922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  previewCommand: () => (/* binding */ previewCommand)
});

// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
;// CONCATENATED MODULE: ./src/github/comments.ts
// One comment per subject on a pull request, created once and then edited in place, so that a
// pull request pushed to twenty times shows one comment, not twenty; and the answers to a
// command: a reaction to it, and a reply.


/** Who writes as the job's own token (`${{ github.token }}`), when GitHub will not say. */
const ACTIONS_BOT = 'github-actions[bot]';
/** The hidden first line that tells this comment from every other one of the pull request. */
function commentMarker(key) {
    return `<!-- amezmo-deploy:${key} -->`;
}
/**
 * Edits the comment on the pull request that carries `<!-- amezmo-deploy:${key} -->` and was
 * written by the token's own user, or creates it; never throws: warns (naming
 * `pull-requests: write` on 403, or GitHub's rate limit) and answers undefined. A comment of
 * anybody else is never edited, whatever it says: one that quotes or copies the marker is not
 * this action's.
 */
async function upsertComment(target, key, body) {
    const { issueNumber, logger } = target;
    const marker = commentMarker(key);
    const text = `${marker}\n${body}`;
    try {
        const author = (await target.github.whoAmI())?.login ?? ACTIONS_BOT;
        const comments = (await target.github.paginate((0,rest/* repoPath */.qN)(target, `/issues/${issueNumber}/comments`)));
        // Only a comment of the token's own user that begins with the marker.
        const existing = comments.find((comment) => typeof comment?.id === 'number' &&
            typeof comment.body === 'string' &&
            comment.body.startsWith(marker) &&
            comment.user?.login === author);
        if (existing) {
            if (existing.body !== text) {
                await target.github.request('PATCH', (0,rest/* repoPath */.qN)(target, `/issues/comments/${existing.id}`), {
                    body: { body: text },
                });
            }
            logger.info(`Edited comment ${existing.id} on pull request #${issueNumber}.`);
            return existing.id;
        }
        const created = await target.github.request('POST', (0,rest/* repoPath */.qN)(target, `/issues/${issueNumber}/comments`), { body: { body: text } });
        const id = created?.id;
        if (typeof id !== 'number')
            throw new Error('GitHub answered without a comment id');
        logger.info(`Commented on pull request #${issueNumber} (comment ${id}).`);
        return id;
    }
    catch (error) {
        logger.warning((0,rest/* isPermissionRefusal */.MA)(error)
            ? `Could not comment on pull request #${issueNumber}: the token may not write pull ` +
                `request comments (GitHub answered ${error.status}). Give the job "permissions: ` +
                'pull-requests: write"; the run goes on without the comment.'
            : `Could not comment on pull request #${issueNumber}: ${(0,errors/* clauseOf */.pQ)(error)}. The run goes ` +
                'on without the comment.');
        return undefined;
    }
}
/** Reacts to an issue comment; never throws: warns and goes on without the reaction. */
async function react(target, commentId, content) {
    try {
        await target.github.request('POST', (0,rest/* repoPath */.qN)(target, `/issues/comments/${commentId}/reactions`), { body: { content } });
    }
    catch (error) {
        target.logger.warning((0,rest/* isPermissionRefusal */.MA)(error)
            ? `Could not react to comment ${commentId} (GitHub answered ${error.status}): give the ` +
                'job "permissions: pull-requests: write". The run goes on without the reaction.'
            : `Could not react to comment ${commentId}: ${(0,errors/* clauseOf */.pQ)(error)}. The run goes on without ` +
                'the reaction.');
    }
}
/** Writes a new comment on the pull request, e.g. the answer to a command; never throws. */
async function reply(target, body) {
    try {
        const created = await target.github.request('POST', (0,rest/* repoPath */.qN)(target, `/issues/${target.issueNumber}/comments`), { body: { body } });
        const id = created?.id;
        target.logger.info(`Replied on pull request #${target.issueNumber}${typeof id === 'number' ? ` (comment ${id})` : ''}.`);
        return typeof id === 'number' ? id : undefined;
    }
    catch (error) {
        target.logger.warning(`Could not reply on pull request #${target.issueNumber}: ${(0,errors/* clauseOf */.pQ)(error)}. The run goes ` +
            'on without the reply.');
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/github/permissions.ts
// Who may ask for a preview: a user's permission on the repository, as GitHub's
// collaborator-permission API tells it.

/** GitHub's base permissions: maintain is answered as write, triage as read. */
const BASE_PERMISSIONS = ['admin', 'write', 'read', 'none'];
/**
 * A GitHub login as GitHub allows one (letters, digits, single dashes, at most 39; an app's bot
 * ends in `[bot]`): what an event's payload names is checked against it before any use.
 */
function isGitHubLogin(login) {
    return /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/.test(login);
}
/**
 * `login`'s permission on the repository (`GET /repos/{o}/{r}/collaborators/{login}/permission`);
 * `none` for a login GitHub knows no user of (404). Throws when GitHub does not answer.
 */
async function repositoryPermission(target, login) {
    let answer;
    try {
        answer = await target.github.request('GET', (0,rest/* repoPath */.qN)(target, `/collaborators/${encodeURIComponent(login)}/permission`));
    }
    catch (error) {
        if (error instanceof rest/* GitHubApiError */.OS && error.status === 404) {
            return { permission: 'none', role: 'none' };
        }
        throw error;
    }
    const body = (typeof answer === 'object' && answer !== null ? answer : {});
    const permission = BASE_PERMISSIONS.includes(body.permission)
        ? body.permission
        : 'none';
    const role = typeof body.role_name === 'string' && /^[\w -]{1,40}$/.test(body.role_name)
        ? body.role_name
        : permission;
    return { permission, role };
}

;// CONCATENATED MODULE: ./src/github/pulls.ts
// What GitHub says of pull requests: whether one is closed, which one a fork's branch opened, and
// what one is (draft, labels, head): read from an event's payload or from the API alike, and
// never trusted beyond its types.


function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : {};
}
function pulls_text(value) {
    return typeof value === 'string' ? value : '';
}
/** A pull request number: a positive whole number, or undefined. */
function pullNumber(value) {
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
/**
 * The facts of a pull request record, as GitHub gives it in an event's `pull_request` or from
 * `GET /pulls/{n}`; undefined without a number. `repository` (`owner/name`) tells a fork's head.
 */
function readPullRequest(value, repository) {
    const pull = record(value);
    const number = pullNumber(pull.number);
    if (number === undefined)
        return undefined;
    const head = record(pull.head);
    const headRepository = pulls_text(record(head.repo).full_name);
    const state = pull.state === 'open' || pull.state === 'closed' ? pull.state : undefined;
    return {
        number,
        state,
        draft: pull.draft === true,
        labels: (Array.isArray(pull.labels) ? pull.labels : [])
            .map((label) => pulls_text(record(label).name))
            .filter((name) => name !== ''),
        head: { sha: pulls_text(head.sha), ref: pulls_text(head.ref), label: pulls_text(head.label) },
        fork: headRepository === '' ? undefined : headRepository.toLowerCase() !== repository.toLowerCase(),
    };
}
/** The pull request as GitHub answers it now; throws when GitHub does not answer it. */
async function getPullRequest(target, number) {
    const answer = await target.github.request('GET', (0,rest/* repoPath */.qN)(target, `/pulls/${number}`));
    const facts = readPullRequest(answer, `${target.owner}/${target.repo}`);
    if (!facts)
        throw new Error(`GitHub answered pull request #${number} without its number`);
    return facts;
}
function warnOnce(target, error) {
    target.logger.warning((0,rest/* isPermissionRefusal */.MA)(error) && error.status === 403
        ? 'Could not read pull requests (GitHub answered 403): give the job "permissions: ' +
            'pull-requests: read" or write. Closed pull requests are not known; only max-age applies.'
        : `Could not read pull requests: ${(0,errors/* clauseOf */.pQ)(error)}. Closed pull requests are not known; ` +
            'only max-age applies.');
}
/** The state of each pull request GitHub could tell; one it could not is left out. */
async function pullRequestStates(target, numbers) {
    const states = new Map();
    try {
        for (const number of numbers) {
            try {
                const pull = await target.github.request('GET', (0,rest/* repoPath */.qN)(target, `/pulls/${number}`));
                const state = pull?.state;
                if (state === 'open' || state === 'closed')
                    states.set(number, state);
            }
            catch (error) {
                // A preview whose pull request is gone (or was never one) is left to max-age.
                if (!(error instanceof rest/* GitHubApiError */.OS && error.status === 404))
                    throw error;
                target.logger.info(`GitHub knows no pull request #${number}.`);
            }
        }
    }
    catch (error) {
        warnOnce(target, error);
    }
    return states;
}
/** The open pull request whose head is `owner:branch`, e.g. a fork's, or undefined. */
async function findPullRequest(target, headLabel) {
    try {
        const pulls = await target.github.request('GET', (0,rest/* repoPath */.qN)(target, '/pulls'), {
            query: { state: 'open', head: headLabel },
        });
        return Array.isArray(pulls) ? pullNumber(record(pulls[0]).number) : undefined;
    }
    catch (error) {
        warnOnce(target, error);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/pipeline/index.ts
var pipeline = __webpack_require__(77782);
// EXTERNAL MODULE: ./src/pipeline/health.ts
var health = __webpack_require__(7826);
// EXTERNAL MODULE: ./src/api/statuses.ts
var statuses = __webpack_require__(65640);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/preview/name.ts
// The name of a pull request's preview instance, and the rule that keeps the action away from
// every other instance of the account: it touches only names it would have given itself. A name
// proves whose preview it is: it carries the pull request's number and a hash of the repository's
// full name, so that acme/shop's #5 and globex/shop's #5, or acme/my_app's and acme/my-app's,
// never share a name; the repository's name beside it is for people to read.

/** One DNS label: the service puts instance names into host names. */
const MAX_NAME_LENGTH = 63;
/** Leaves room in the 63 characters for the repository and the number. */
const MAX_PREFIX_LENGTH = 20;
const PREFIX = /^[a-z](?:[a-z0-9]|-(?=[a-z0-9]))*$/;
/** Why `prefix` cannot start preview names, or undefined when it can. */
function prefixProblem(prefix) {
    if (prefix.length > MAX_PREFIX_LENGTH) {
        return `it is longer than ${MAX_PREFIX_LENGTH} characters; a preview name must fit in one host name label.`;
    }
    if (!PREFIX.test(prefix)) {
        return 'use lower-case letters, digits and single dashes, starting with a letter, e.g. pr or preview.';
    }
    return undefined;
}
/** The repository's name as a name part: lower-case letters, digits and single dashes. */
function repositorySlug(repository) {
    const name = repository.slice(repository.indexOf('/') + 1);
    return name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
/** Hex digits of the repository's hash in a name: 32 bits, unique among an account's few. */
const OWNER_HASH_LENGTH = 8;
/** The hash that proves a name is this repository's: of its full name, in lower case. */
function ownerHash(repository) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(repository.toLowerCase())
        .digest('hex')
        .slice(0, OWNER_HASH_LENGTH);
}
/**
 * `<prefix>-<repository>-<hash>-<number>`, e.g. `pr-hello-world-1f2e3d4c-42`. When it would pass
 * 63 characters the repository part is cut (or left out); the prefix, the hash and the number are
 * always whole, so that the name is the same on every run and proves whose it is.
 */
function previewName(prefix, repository, number) {
    const hash = ownerHash(repository);
    const digits = String(number);
    const room = MAX_NAME_LENGTH - prefix.length - hash.length - digits.length - 3;
    const kept = repositorySlug(repository).slice(0, Math.max(0, room)).replace(/-+$/, '');
    return `${prefix}-${kept === '' ? '' : `${kept}-`}${hash}-${digits}`;
}
/**
 * The pull request number of one of this repository's previews, or undefined for any other name.
 * A name counts only when it is exactly the one `previewName` gives for its number.
 */
function previewNumber(name, prefix, repository) {
    const match = /-([1-9]\d{0,9})$/.exec(name);
    if (!match)
        return undefined;
    const number = Number(match[1]);
    return previewName(prefix, repository, number) === name ? number : undefined;
}
/**
 * Whether `name` looks like a preview (the prefix, then a pull request number at the end),
 * whichever repository or version of this action made it: what is named in the log and left
 * alone when it is not provably this repository's.
 */
function carriesPrefix(name, prefix) {
    return name.startsWith(`${prefix}-`) && /^[a-z0-9-]+-[1-9]\d{0,9}$/.test(name);
}

;// CONCATENATED MODULE: ./src/preview/plan.ts
// What a run will do to which instance, and why, decided from data before any request changes
// anything. Only names this repository's previews carry are ever planned for.


/** This repository's previews among `instances`, with their pull request numbers. */
function repositoryPreviews(instances, prefix, repository) {
    return instances.flatMap((instance) => {
        const number = previewNumber(instance.name, prefix, repository);
        return number === undefined ? [] : [{ instance, number }];
    });
}
/**
 * Instances that look like previews (the prefix and a pull request number, `number` when given)
 * but are not provably this repository's.
 */
function lookalikes(instances, prefix, repository, number) {
    return instances.filter((instance) => carriesPrefix(instance.name, prefix) &&
        previewNumber(instance.name, prefix, repository) === undefined &&
        (number === undefined || instance.name.endsWith(`-${number}`)));
}
/** An instance being terminated is as good as gone: never reused nor terminated again. */
function alive(instance) {
    return !(0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_DELETING */.fW);
}
/** The age of an instance in ms, or undefined when its `created_at` cannot be read. */
function ageMs(instance, now) {
    const created = Date.parse(instance.created_at);
    return Number.isNaN(created) ? undefined : Math.max(0, now - created);
}
/** `72h`, `3d 4h`, `45m`: an age as people read it. */
function formatAge(ms) {
    const minutes = Math.floor(ms / 60_000);
    if (minutes < 60)
        return `${minutes}m`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48)
        return `${hours}h ${minutes % 60}m`;
    return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}
function planPreview(event, instances, context) {
    const { prefix, repository } = context;
    if (event.kind === 'cleanup')
        return planCleanup(instances, context);
    const name = previewName(prefix, repository, event.number);
    // The service does not keep names unique: two runs that raced may have made two instances.
    const mine = instances
        .filter((instance) => instance.name === name && alive(instance))
        .sort((a, b) => compareIds(a.id, b.id));
    const others = lookalikes(instances, prefix, repository, event.number);
    if (event.kind === 'deploy') {
        const [oldest, ...duplicates] = mine;
        if (!oldest && event.create === false) {
            return {
                outcome: 'skipped',
                steps: [],
                reason: `pull request #${event.number} has no preview, and this run launches none`,
                lookalikes: others,
                duplicates: [],
            };
        }
        return oldest
            ? {
                outcome: 'updated',
                steps: [
                    {
                        action: 'reuse',
                        instance: oldest,
                        number: event.number,
                        reason: `pull request #${event.number} has its preview already`,
                    },
                ],
                lookalikes: others,
                duplicates,
            }
            : {
                outcome: 'created',
                steps: [
                    {
                        action: 'create',
                        name,
                        number: event.number,
                        reason: `pull request #${event.number} has no preview yet`,
                    },
                ],
                lookalikes: others,
                duplicates: [],
            };
    }
    if (mine.length === 0) {
        return {
            outcome: 'skipped',
            steps: [],
            reason: `pull request #${event.number} has no preview instance named ${name} to terminate`,
            lookalikes: others,
            duplicates: [],
        };
    }
    // Every instance of the preview's name goes: one left would be billed with nobody to see it.
    const because = event.reason ?? `pull request #${event.number} was closed`;
    return {
        outcome: 'terminated',
        steps: mine.map((instance) => ({
            action: 'terminate',
            instance,
            number: event.number,
            reason: mine.length === 1 ? because : `${because} (one of ${mine.length} instances named ${name})`,
        })),
        lookalikes: others,
        duplicates: mine.slice(1),
    };
}
/** Instance ids in order: numbers, or exact decimal strings where they pass 2^53. */
function compareIds(a, b) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
}
function planCleanup(instances, context) {
    const steps = repositoryPreviews(instances, context.prefix, context.repository)
        .filter(({ instance }) => alive(instance))
        .sort((a, b) => a.number - b.number || compareIds(a.instance.id, b.instance.id))
        .map(({ instance, number }) => {
        if (context.pullRequests.get(number) === 'closed') {
            return {
                action: 'terminate',
                instance,
                number,
                reason: `pull request #${number} is closed`,
            };
        }
        const age = ageMs(instance, context.now);
        if (context.maxAgeMs !== undefined && age !== undefined && age > context.maxAgeMs) {
            return {
                action: 'terminate',
                instance,
                number,
                reason: `it is ${formatAge(age)} old, past max-age ${formatAge(context.maxAgeMs)}`,
            };
        }
        const state = context.pullRequests.get(number);
        return {
            action: 'keep',
            instance,
            number,
            reason: `pull request #${number} is ${state ?? 'of unknown state'}` +
                (age === undefined ? '' : ` and the preview is ${formatAge(age)} old`),
        };
    });
    return {
        outcome: 'cleaned',
        steps,
        lookalikes: lookalikes(instances, context.prefix, context.repository),
        duplicates: [],
    };
}
/** Parses `max-age`: `90m`, `72h`, `3d`; `0` for none. Answers ms, or a problem to report. */
function parseMaxAge(value) {
    // An empty input means its default on a runner, so "no age limit" is written as 0.
    if (value.trim() === '' || value.trim() === '0')
        return { ms: undefined };
    const match = /^\s*(\d{1,6})\s*(m|h|d)\s*$/i.exec(value);
    if (!match || Number(match[1]) === 0) {
        return {
            problem: 'write an age in minutes, hours or days, e.g. 90m, 72h or 3d, or 0 for no age limit.',
        };
    }
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2].toLowerCase()];
    return { ms: Number(match[1]) * unit };
}

;// CONCATENATED MODULE: ./src/preview/cost.ts
// What previews cost: the budget a launch must fit in (max-previews, max-hourly-cost), and what a
// preview that ends has cost. Pure: prices come from the instance types the API lists, ages from
// the instances' created_at and the clock. Money is counted in millionths of a dollar, the API's
// own precision (`hourly_price` has six fractional digits), so that sums are exact.


const HOUR = 3_600_000;
/** Millionths of a dollar in a dollar. */
const DOLLAR = 1_000_000;
/** `0.026880` (or `$0.10`) in millionths of a dollar; undefined for anything else. */
function parseDollars(text) {
    const match = /^\$?(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim());
    if (!match)
        return undefined;
    return Number(match[1]) * DOLLAR + Number((match[2] ?? '').padEnd(6, '0'));
}
/** `$0.026880`: millionths of a dollar as the API writes prices. */
function formatHourly(micros) {
    return `$${Math.floor(micros / DOLLAR)}.${String(micros % DOLLAR).padStart(6, '0')}`;
}
/** `$1.94`: to the cent, rounded up (a bill is never less than the sum of its hours). */
function formatDollarsUp(micros) {
    const cents = Math.ceil(micros / 10_000);
    return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
/** Hourly prices by instance type id, in millionths of a dollar. */
function priceList(types) {
    const prices = new Map();
    for (const type of types) {
        const micros = parseDollars(String(type.hourly_price));
        if (micros !== undefined)
            prices.set(type.id, micros);
    }
    return prices;
}
/** This repository's live previews (not being deleted), oldest first, with their prices and ages. */
function budgetHolders(instances, context) {
    return repositoryPreviews(instances, context.prefix, context.repository)
        .filter(({ instance }) => !(0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_DELETING */.fW))
        .map(({ instance, number }) => ({
        name: instance.name,
        id: instance.id,
        number,
        instanceType: instance.instance_type,
        hourlyMicros: context.prices.get(instance.instance_type),
        ageMs: ageMs(instance, context.now),
    }))
        .sort((a, b) => (b.ageMs ?? 0) - (a.ageMs ?? 0) || compareIds(a.id, b.id));
}
/**
 * Whether a new preview fits in the budget beside `holders`; the refusal when it does not. A
 * holder whose type the API does not list is counted at the dearest listed price: the cap is a
 * promise about the bill, so an unknown price is never taken as free.
 */
function checkBudget(budget, holders, launching, prices) {
    const dearest = Math.max(launching.hourlyMicros, ...prices.values());
    const previews = holders.length + 1;
    const hourlyMicros = launching.hourlyMicros +
        holders.reduce((sum, holder) => sum + (holder.hourlyMicros ?? dearest), 0);
    const refusal = {
        number: launching.number,
        launching: { instanceType: launching.instanceType, hourlyMicros: launching.hourlyMicros },
        previews,
        hourlyMicros,
        budget,
        holders: [...holders],
    };
    if (budget.maxPreviews !== undefined && previews > budget.maxPreviews) {
        return { cap: 'max-previews', ...refusal };
    }
    if (budget.maxHourlyMicros !== undefined && hourlyMicros > budget.maxHourlyMicros) {
        return { cap: 'max-hourly-cost', ...refusal };
    }
    return undefined;
}
/** When an instance was created, in ms; unreadable ones sort as the newest. */
function createdAt(instance) {
    const time = Date.parse(instance.created_at);
    return Number.isNaN(time) ? Infinity : time;
}
/**
 * After a launch, whether the preview `launched` passed a cap. Runs that read the instance list
 * before either launched both passed the check (`checkBudget`); each recounts once its instance
 * exists. The previews are taken in the order they were launched (created_at, then id), and one
 * passes a cap when it does with those launched before it: every run that recounts sees the same
 * order, so the newest launches past a cap give way, and only they.
 */
function checkLaunched(budget, instances, launched, context) {
    if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined)
        return undefined;
    const same = (instance) => String(instance.id) === String(launched.id);
    // A list read just after the create may not show it yet.
    const listed = instances.some(same) ? instances : [...instances, launched];
    const order = new Map(listed.map((instance) => [String(instance.id), createdAt(instance)]));
    const key = (holder) => order.get(String(holder.id)) ?? Infinity;
    const holders = budgetHolders(listed, context);
    const mine = holders.find(same);
    if (!mine)
        return undefined;
    const before = holders.filter((holder) => holder !== mine && (key(holder) - key(mine) || compareIds(holder.id, mine.id)) < 0);
    const { prices } = context;
    return checkBudget(budget, before, {
        number: mine.number,
        instanceType: mine.instanceType,
        hourlyMicros: mine.hourlyMicros ?? Math.max(0, ...prices.values()),
    }, prices);
}
/** `pr-shop-d21b2cdf-3 (#3, hobby at $0.026880 an hour, 2h 5m old)`. */
function describeHolder(holder) {
    const price = holder.hourlyMicros === undefined
        ? 'price not listed'
        : `at ${formatHourly(holder.hourlyMicros)} an hour`;
    const age = holder.ageMs === undefined ? 'age unknown' : `${formatAge(holder.ageMs)} old`;
    return `${holder.name} (#${holder.number}, ${holder.instanceType} ${price}, ${age})`;
}
/** What the refusal passes, in one clause, e.g. `a 3rd preview would pass max-previews 2`. */
function refusalClause(refusal, repository) {
    return refusal.cap === 'max-previews'
        ? `it would be preview ${refusal.previews} of ${repository} at once, past max-previews ` +
            `${refusal.budget.maxPreviews ?? ''}`
        : `its ${refusal.launching.instanceType} instance at ` +
            `${formatHourly(refusal.launching.hourlyMicros)} an hour would bring the previews of ` +
            `${repository} to ${formatHourly(refusal.hourlyMicros)} an hour, past max-hourly-cost ` +
            `${formatHourly(refusal.budget.maxHourlyMicros ?? 0)}`;
}
/** The one line a refused launch is told in: what it would pass, and who holds the budget. */
function refusalLine(refusal, repository) {
    const holders = refusal.holders.map(describeHolder);
    const gaveWay = refusal.gaveWay
        ? `another run launched a preview at the same time, and ${refusalClause(refusal, repository)}: ` +
            `the newest launch gives way, so ${refusal.gaveWay.name} (${refusal.gaveWay.id}) was terminated`
        : undefined;
    return (`No preview for pull request #${refusal.number}: ${gaveWay ?? refusalClause(refusal, repository)}. ` +
        (holders.length > 0
            ? `The budget is held by ${holders.join(', ')}. End one of them, or raise ${refusal.cap}.`
            : `No preview holds it: raise ${refusal.cap}.`));
}
function endedCost(instance, prices, now) {
    const hourlyMicros = prices.get(instance.instance_type);
    const age = ageMs(instance, now);
    const billedHours = age === undefined ? undefined : Math.max(1, Math.ceil(age / HOUR));
    return {
        instanceType: instance.instance_type,
        hourlyMicros,
        ageMs: age,
        billedHours,
        totalMicros: hourlyMicros === undefined || billedHours === undefined
            ? undefined
            : hourlyMicros * billedHours,
    };
}
/** `hobby at $0.026880 an hour for 2h 5m: about $0.09 (3 hours billed)`. */
function describeEndedCost(cost) {
    const price = cost.hourlyMicros === undefined
        ? `${cost.instanceType} (price not listed)`
        : `${cost.instanceType} at ${formatHourly(cost.hourlyMicros)} an hour`;
    if (cost.ageMs === undefined)
        return price;
    const total = cost.totalMicros === undefined
        ? ''
        : `: about ${formatDollarsUp(cost.totalMicros)} (${cost.billedHours} hour${cost.billedHours === 1 ? '' : 's'} billed)`;
    return `${price} for ${formatAge(cost.ageMs)}${total}`;
}
/** What several ended previews cost together: an hourly rate and a total, where known. */
function totalEndedCost(costs) {
    const hourly = costs.reduce((sum, cost) => sum + (cost.hourlyMicros ?? 0), 0);
    const total = costs.reduce((sum, cost) => sum + (cost.totalMicros ?? 0), 0);
    const unknown = costs.some((cost) => cost.totalMicros === undefined);
    return (`${formatHourly(hourly)} an hour together, about ${formatDollarsUp(total)} over their lives` +
        (unknown ? ' (some prices or ages unknown)' : ''));
}

;// CONCATENATED MODULE: ./src/preview/job.ts
// What a preview run is asked and what it answers: its settings, its dependencies, its result,
// and the run every step of it takes (the settings, the event's context, the clients). Beside
// them, what every step reads of the run the same way: the one rule that keeps previews away from
// other instances (ownPreview), the launch wait, whether the pull request is closed, the plan's
// context, the preview's comment (one per name), and the notice of instances named like previews
// but not ours.



/** Refused before any request: the one rule that keeps previews away from other instances. */
class NotAPreviewError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'preview-not-ours';
    constructor(name, prefix) {
        super(`Refusing to change instance '${name}': its name is not <${prefix}>-<repository>-<pull ` +
            'request number> for this repository, so it is not a preview this action made.');
        this.name = 'NotAPreviewError';
    }
}
function instanceWait(run) {
    const { client, clock, logger, signal } = run.deps;
    return {
        client,
        clock,
        logger,
        signal,
        deadline: clock.now() + run.settings.launchTimeoutSeconds * 1000,
        timeoutSeconds: run.settings.launchTimeoutSeconds,
        pollMs: run.deps.pollMs,
    };
}
/** Throws unless `instance` is one of this repository's previews: checked before every change. */
function ownPreview(run, instance) {
    const number = previewNumber(instance.name, run.settings.prefix, run.context.repository);
    if (number === undefined)
        throw new NotAPreviewError(instance.name, run.settings.prefix);
    return number;
}
/** Whether GitHub says the pull request is closed; not known (false) without a token. */
async function isClosed(run, number) {
    if (!run.github)
        return false;
    return (await pullRequestStates(run.github, [number])).get(number) === 'closed';
}
/** Names, in the log, the instances that look like previews but are not this repository's. */
function tellLookalikes(run, instances) {
    if (instances.length === 0)
        return;
    run.deps.logger.notice(`Left alone: ${describeInstances(instances)} ${instances.length === 1 ? 'is' : 'are'} named ` +
        `like ${run.settings.prefix}- previews, but not provably ${run.context.repository}'s (another ` +
        "repository's, or made by a version of this action before names carried the repository's " +
        "hash: see 'Previews of earlier versions' in the README to clean those up once).");
}
function describeInstances(instances) {
    return instances.map((instance) => `${instance.name} (${instance.id})`).join(', ');
}
/**
 * Writes the preview's comment on pull request `number`, when the run comments and has a token:
 * one comment per preview name (its key), so two prefixes keep two comments.
 */
async function writeComment(run, number, name, body) {
    if (!run.settings.comment || !run.github)
        return;
    await upsertComment({ ...run.github, issueNumber: number }, `preview:${name}`, body());
}
function planContext(run, pullRequests) {
    return {
        prefix: run.settings.prefix,
        repository: run.context.repository,
        now: run.deps.clock.now(),
        maxAgeMs: run.settings.maxAgeMs,
        pullRequests,
    };
}

// EXTERNAL MODULE: ./src/github/deployments.ts
var deployments = __webpack_require__(16887);
// EXTERNAL MODULE: ./src/pipeline/upload.ts
var upload = __webpack_require__(63169);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
;// CONCATENATED MODULE: ./src/preview/instance.ts
// Waiting on an instance: until a new one is ready for deployments, and until a terminated one is
// gone. Every wait runs on the injected clock, so tests never sleep.



function pauses(wait) {
    return (0,clock/* backOff */.fu)(wait.pollMs, upload/* FIRST_LOOK_MS */._F, upload/* LAST_LOOK_MS */.WP);
}
/** Sleeps the next back-off interval, or throws `timedOut()` when the deadline has passed. */
async function pause(wait, interval, timedOut) {
    const remaining = wait.deadline - wait.clock.now();
    if (remaining <= 0)
        throw timedOut();
    await wait.clock.sleep(Math.min(interval, remaining), wait.signal);
    return Math.min(pauses(wait).last, Math.round(interval * 1.5));
}
/**
 * Follows a launching instance until it is ready: no longer `Launching`, and `environment` is
 * `succeeded` (the service does not document the ready word itself).
 */
async function waitUntilReady(wait, instanceId, environment) {
    let interval = pauses(wait).first;
    let last = '';
    for (;;) {
        const instance = await wait.client.getInstance(instanceId, { signal: wait.signal });
        const record = instance.environments.find((entry) => entry.environment_name === environment);
        if (!record) {
            const names = instance.environments.map((entry) => `'${entry.environment_name}'`).join(', ');
            throw new Error(`Preview instance ${instanceId} has no environment '${environment}' (it has ${names || 'none'}): ` +
                "set 'environment' to one of them.");
        }
        if ((0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_DELETING */.fW)) {
            throw new Error(`Preview instance ${instanceId} is being deleted; run the workflow again to create a new one.`);
        }
        if (/^fail/i.test(record.state) || /^fail/i.test(instance.state)) {
            throw new Error(`Preview instance ${instanceId} failed to launch (instance ${instance.state}, environment ` +
                `${record.state}). Look at it in the Amezmo dashboard; terminate it there or close and ` +
                'reopen the pull request to start again.');
        }
        if (!(0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_LAUNCHING */.Ks) && (0,statuses/* isSucceeded */.Ak)(record.state)) {
            return instance;
        }
        const now = `instance ${instance.state}, environment ${record.state}`;
        if (now !== last)
            wait.logger.info(`Preview instance ${instanceId}: ${now}`);
        last = now;
        interval = await pause(wait, interval, () => new upload/* LaunchTimeoutError */.Hn(`Preview instance ${instanceId} was not ready after ${wait.timeoutSeconds} s (${now}). ` +
            "Raise 'launch-timeout'; the instance goes on launching and the next run reuses it."));
    }
}
/** Follows a terminated instance until it answers 404; answers whether it is gone in time. */
async function waitUntilGone(wait, instanceId) {
    let interval = pauses(wait).first;
    for (;;) {
        try {
            const instance = await wait.client.getInstance(instanceId, { signal: wait.signal });
            wait.logger.info(`Preview instance ${instanceId}: ${instance.state}`);
        }
        catch (error) {
            if (error instanceof errors/* ApiError */.hD && error.status === 404)
                return true;
            throw error;
        }
        if (wait.deadline - wait.clock.now() <= 0)
            return false;
        interval = await pause(wait, interval, () => new Error('unreachable'));
    }
}

// EXTERNAL MODULE: ./src/pipeline/report.ts
var report = __webpack_require__(62222);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
;// CONCATENATED MODULE: ./src/preview/report.ts
// How a preview run is told: the outputs, the job summary's facts, and the pull request's
// comment, made from what the run answered. Pure: the shell writes them.





function previewOutputs(run) {
    const release = run.release;
    return {
        'instance-id': run.instanceId === undefined ? '' : String(run.instanceId),
        'preview-url': run.previewUrl ?? '',
        'deployment-id': release?.deploymentId === undefined ? '' : String(release.deploymentId),
        'deployment-status': release?.deploymentStatus ?? '',
        ...(0,report/* archiveOutputs */.py)(release),
        'hourly-price': run.hourlyPrice ?? '',
        outcome: run.outcome ?? '',
        ...(0,report/* healthOutputs */.Bv)(release),
    };
}
/** The instance type and what it costs, e.g. `hobby, $0.026880 an hour`. */
function costOf(run) {
    if (!run.instanceType)
        return '';
    return run.hourlyPrice ? `${run.instanceType}, $${run.hourlyPrice} an hour` : run.instanceType;
}
function ageOf(run, now) {
    const created = run.createdAt ? Date.parse(run.createdAt) : NaN;
    return Number.isNaN(created) ? '' : formatAge(Math.max(0, now - created));
}
const STEP_VERB = {
    create: 'Created',
    reuse: 'Reused',
    terminate: 'Terminated',
    keep: 'Kept',
};
/** The job summary's facts, one each. */
function previewFacts(run, { error, runUrl, repositoryUrl, now, }) {
    const release = run.release;
    const commitUrl = run.commit && repositoryUrl ? `${repositoryUrl}/commit/${run.commit}` : undefined;
    return (0,summary/* presentFacts */.x$)([
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
        ...(0,report/* archiveFacts */.i_)(release),
        [
            'Deployment',
            release?.deploymentId === undefined
                ? undefined
                : { text: `${release.deploymentId}: ${release.deploymentStatus || 'unknown'}` },
        ],
        ...(0,report/* healthFacts */.mv)(release),
        ['Age', ageOf(run, now) ? { text: ageOf(run, now) } : undefined],
        [
            'Ended',
            run.ended?.length === 1 && run.outcome === 'terminated'
                ? { text: describeEndedCost(run.ended[0]) }
                : run.ended && run.ended.length > 1
                    ? { text: totalEndedCost(run.ended) }
                    : undefined,
        ],
        ['Not deployed', run.awaiting ? { text: run.awaiting } : undefined],
        ...run.steps
            .filter((step) => run.outcome === 'cleaned' || step.result?.startsWith('failed'))
            .map((step) => [
            `${step.name} (#${step.number})`,
            {
                text: `${step.result ?? STEP_VERB[step.action].toLowerCase()}: ${step.reason}` +
                    (step.cost ? `; ${step.cost}` : ''),
            },
        ]),
        ['Run', runUrl ? { text: 'workflow run', href: runUrl } : undefined],
    ]);
}
/** Text from the service, cut down to what a table cell of a comment can show as is. */
function word(text) {
    const kept = (text ?? '').replace(/[^\w.-]/g, '').slice(0, 40);
    return kept === '' ? 'unknown' : kept;
}
function report_link(text, href) {
    return href && /^https:\/\/[^\s()<>\]]+$/.test(href) ? `[${text}](${href})` : text;
}
/** When the preview ends, as its comment says: on close, and what else the trigger makes end it. */
function endsWhen(trigger) {
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
function liveCommentBody(run, { runUrl, repositoryUrl }, now, trigger) {
    const failed = run.failure !== undefined;
    const status = word(run.release?.deploymentStatus);
    const icon = (0,statuses/* isSucceeded */.Ak)(status) ? '✅' : failed || !(0,statuses/* isInProgress */.LT)(status) ? '❌' : '⏳';
    const launching = run.launching && !failed;
    const commitUrl = run.commit && repositoryUrl ? `${repositoryUrl}/commit/${run.commit}` : undefined;
    const commit = run.commit ? report_link(`\`${run.commit.slice(0, 12)}\``, commitUrl) : '';
    const deploymentId = run.release?.deploymentId;
    const rows = [
        [
            'Preview',
            run.previewUrl
                ? report_link(run.previewUrl, run.previewUrl)
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
        ...(failed ? [`❌ **${failureHeadline(run)}** See ${report_link('the run log', runUrl)}.`, ''] : []),
        ...(launching
            ? [`⏳ **Launching the preview instance.** This comment changes once it is deployed.`, '']
            : []),
        // The first row is the table's header: a Markdown table has one, and an empty one shows.
        ...rows.flatMap(([name, value], index) => index === 0 ? [`| ${name} | ${value} |`, '|---|---|'] : [`| ${name} | ${value} |`]),
        '',
        `${endsWhen(trigger)}${runUrl ? `. ${report_link('Last run', runUrl)}` : ''}.`,
    ];
    if (run.awaiting && !failed) {
        lines.splice(lines.length - 1, 0, `Nothing is deployed yet: pull request #${run.pullRequest ?? ''} comes from a fork, whose ` +
            'code is deployed only by the workflow that builds it, on `workflow_run`. Push to the ' +
            'pull request, or re-run its last build.', '');
    }
    return lines.join('\n');
}
const OUTCOME_ICONS = {
    created: '🚀',
    updated: '✅',
    terminated: '🗑️',
    cleaned: '🧹',
    skipped: '⏭️',
    refused: '🚫',
};
/** The outcome with its icon, as the deploy action's summary shows its own. */
function outcomeText(outcome) {
    return outcome ? `${OUTCOME_ICONS[outcome]} ${outcome}` : '❌ failed';
}
/** What failed, in a few words built from what the run learnt (never an answer's own text). */
function failureHeadline(run) {
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
        return (0,statuses/* isSucceeded */.Ak)(status)
            ? `The last run failed after deployment ${id} succeeded.`
            : `Deployment ${id} ended ${status}.`;
    }
    if (release?.archive)
        return 'The upload of the archive failed.';
    if (run.instanceId !== undefined && !run.previewUrl) {
        return 'The preview instance did not become ready.';
    }
    return 'The last run failed.';
}
/** `hobby at $0.026880 an hour for 2h 5m: …`, with the service's words cut to plain ones. */
function endedCostText(cost) {
    return describeEndedCost({ ...cost, instanceType: word(cost.instanceType) });
}
/** The pull request comment when a launch would pass the budget: the same facts as the log line. */
function refusedCommentBody(refusal, repository, runUrl) {
    const plain = {
        ...refusal,
        launching: { ...refusal.launching, instanceType: word(refusal.launching.instanceType) },
    };
    const rows = refusal.holders.map((holder) => `| ${holder.name} | #${holder.number} | ${word(holder.instanceType)} | ` +
        `${holder.hourlyMicros === undefined ? 'not listed' : `${formatHourly(holder.hourlyMicros)} an hour`} | ` +
        `${holder.ageMs === undefined ? 'unknown' : formatAge(holder.ageMs)} |`);
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
            (runUrl ? `. ${report_link('Run', runUrl)}.` : '.'),
    ].join('\n');
}
const COMMAND_TEXT = {
    launch: '`/preview`',
    stop: '`/preview stop`',
    unknown: 'The comment',
};
/**
 * The reply to a command: what was asked, and why nothing came of it, or (`carriedOut`) what was
 * done where the preview's own comment would not tell it.
 */
function replyBody(command, reason, runUrl, carriedOut = false) {
    const asked = COMMAND_TEXT[command];
    const came = carriedOut
        ? 'was carried out'
        : command === 'unknown'
            ? 'changed nothing'
            : 'was not carried out';
    return [
        '### Amezmo preview',
        '',
        `${asked} ${came}: ${reason}.` + (runUrl ? ` ${report_link('Run', runUrl)}.` : ''),
    ].join('\n');
}
/** The pull request comment once the preview is gone. */
function goneCommentBody(name, instanceId, reason, runUrl, cost, last = {}) {
    const commit = last.commit
        ? report_link(`\`${last.commit.slice(0, 12)}\``, last.repositoryUrl ? `${last.repositoryUrl}/commit/${last.commit}` : undefined)
        : '';
    return [
        `### Amezmo preview: gone`,
        '',
        `The preview instance ${name} (${instanceId}) was terminated because ${reason}.` +
            (commit ? ` The last commit it ran was ${commit}.` : '') +
            (cost ? ` It ran as ${endedCostText(cost)}.` : '') +
            (runUrl ? ` ${report_link('Run', runUrl)}.` : ''),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/preview/terminate.ts
// Terminating a pull request's preview when it closes, is unlabelled or is stopped: every
// instance of its name (duplicates of a race included) terminated and followed until it is gone,
// then its GitHub deployments retired and its comment edited to say so, with what it cost. The
// clean-up (sweep.ts) terminates through the same `terminate`.









/**
 * A preview that could not be terminated: it is still running, and billed by the hour, so the
 * line says so with its name and id.
 */
class TeardownError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'preview-teardown-failed';
    constructor(instance, cause) {
        super(`Could not terminate preview instance ${instance.name} (${instance.id}): ${(0,errors/* clauseOf */.pQ)(cause)}. ` +
            'It is still running, and billed by the hour: terminate it in the Amezmo dashboard, or ' +
            'run the clean-up (schedule or workflow_dispatch) again.', { cause });
        this.name = 'TeardownError';
    }
}
/** Terminates one preview and follows it to 404; then retires its GitHub deployments and comment. */
async function terminate(run, instance, number, reason, cost) {
    const { deps, settings, context } = run;
    const { client, logger, signal } = deps;
    if (ownPreview(run, instance) !== number)
        throw new NotAPreviewError(instance.name, settings.prefix);
    let gone = false;
    try {
        // Safe to repeat: the client asks again after a 5xx or a lost connection.
        const terminated = await client.terminateInstance(instance.id, { signal });
        logger.info(`Terminating preview instance ${instance.id} (${instance.name})` +
            `${terminated ? `: ${terminated.state}` : ''}.`);
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404) {
            logger.info(`Preview instance ${instance.id} (${instance.name}) was gone already.`);
            gone = true;
        }
        else if (signal.aborted)
            throw error;
        else
            throw new TeardownError(instance, error);
    }
    if (!gone)
        gone = await waitUntilGone(instanceWait(run), instance.id);
    if (gone)
        logger.info(`Preview instance ${instance.id} is gone.`);
    else {
        logger.warning(`Preview instance ${instance.id} (${instance.name}) was still being deleted after ` +
            `${settings.launchTimeoutSeconds} s; Amezmo finishes it on its own.`);
    }
    if (!run.github)
        return;
    let lastCommit;
    if (settings.githubDeployment) {
        ({ lastCommit } = await (0,deployments/* retireDeployments */.E)({
            ...run.github,
            environment: instance.name,
            description: `Preview terminated: ${reason}`,
            logUrl: context.runUrl,
        }));
    }
    await writeComment(run, number, instance.name, () => goneCommentBody(instance.name, instance.id, reason, context.runUrl, cost, {
        commit: lastCommit,
        repositoryUrl: context.repositoryUrl,
    }));
}
/** The instance types and their prices, to tell what ending a preview saves; none when not known. */
async function listedTypes(run) {
    try {
        return await run.deps.client.listInstanceTypes({ signal: run.deps.signal });
    }
    catch (error) {
        if (run.deps.signal.aborted)
            throw error;
        run.deps.logger.info(`Instance types not known (${(0,errors/* clauseOf */.pQ)(error)}): costs are not told.`);
        return [];
    }
}
/** Tears down the preview of pull request `number`, for `reason`; never throws. */
async function tearDown(run, number, reason) {
    const { deps, context, settings } = run;
    const name = previewName(settings.prefix, context.repository, number);
    let result = { steps: [], pullRequest: number, instanceName: name };
    try {
        const instances = await deps.client.listInstances({}, { signal: deps.signal });
        const plan = planPreview({ kind: 'close', number, reason }, instances, planContext(run, new Map()));
        result = { ...result, outcome: plan.outcome };
        tellLookalikes(run, plan.lookalikes);
        const first = plan.steps[0];
        if (!first || first.action !== 'terminate') {
            deps.logger.notice(`Nothing to tear down: ${plan.reason}.`);
            return { ...result, skipReason: `${plan.reason}.` };
        }
        const listed = await listedTypes(run);
        const priced = priceList(listed);
        const now = deps.clock.now();
        result = {
            ...result,
            instanceId: first.instance.id,
            createdAt: first.instance.created_at,
            instanceType: first.instance.instance_type,
            hourlyPrice: listed.find((type) => type.id === first.instance.instance_type)?.hourly_price,
        };
        // Every instance of the preview's name, duplicates from a race included; one that cannot be
        // terminated does not keep the others running.
        const failures = [];
        const ended = [];
        for (const step of plan.steps) {
            if (step.action !== 'terminate')
                continue;
            const cost = endedCost(step.instance, priced, now);
            try {
                await deps.group(`Terminate ${step.instance.name} (${step.instance.id})`, () => terminate(run, step.instance, number, step.reason, cost));
                ended.push(cost);
                deps.logger.notice(`Ended ${step.instance.name} (${step.instance.id}): ${describeEndedCost(cost)}.`);
            }
            catch (error) {
                if (deps.signal.aborted)
                    throw error;
                failures.push((0,errors/* messageOf */.bD)(error));
            }
        }
        result = { ...result, ended };
        if (failures.length > 0)
            throw new Error(failures.join(' '));
        return result;
    }
    catch (error) {
        return { ...result, failure: error };
    }
}

;// CONCATENATED MODULE: ./src/preview/budget.ts
// The budget a launch must fit in: a new preview is refused before it is launched when it would
// pass max-previews or max-hourly-cost beside this repository's other previews, and recounted
// once launched, so that of two runs that launched at once the newer gives way. The caps and the
// prices are cost.ts's; this module asks for what they need and answers the refusal.





/** A launch past max-previews or max-hourly-cost: the line names who holds the budget. */
class BudgetError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'preview-over-budget';
    refusal;
    constructor(refusal, repository) {
        super(refusalLine(refusal, repository));
        this.name = 'BudgetError';
        this.refusal = refusal;
    }
}
/** Whether a new preview of `launch`'s type would pass a cap, beside this repository's others. */
function budgetRefusal(run, number, launch, instances, types) {
    const { budget, prefix } = run.settings;
    if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined)
        return undefined;
    const prices = priceList(types);
    const holders = budgetHolders(instances, {
        prefix,
        repository: run.context.repository,
        now: run.deps.clock.now(),
        prices,
    });
    const refusal = checkBudget(budget, holders, {
        number,
        instanceType: launch.instanceType,
        // checkChoices found the type; a price the API writes unreadably counts as the dearest.
        hourlyMicros: prices.get(launch.instanceType) ?? Math.max(0, ...prices.values()),
    }, prices);
    if (!refusal) {
        run.deps.logger.info(`Budget: ${holders.length + 1} preview(s) with this one` +
            (budget.maxPreviews === undefined ? '' : ` (max-previews ${budget.maxPreviews})`) +
            '.');
    }
    return refusal;
}
/**
 * Recounts the budget once `launched` exists: two runs that read the instance list before either
 * launched both passed `budgetRefusal`. When this launch went past a cap, it gives way: its
 * instance is terminated at once, and the answer is the refusal the run fails with, as a refused
 * launch does; undefined when it fits.
 */
async function recountBudget(run, launched, types) {
    const { settings, context, deps } = run;
    const { client, signal, logger, clock } = deps;
    const { budget, prefix } = settings;
    if (budget.maxPreviews === undefined && budget.maxHourlyMicros === undefined)
        return undefined;
    let instances;
    try {
        instances = await client.listInstances({}, { signal });
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        throw new Error(`Launched preview instance ${launched.name} (${launched.id}), but could not recount the ` +
            `budget: ${(0,errors/* clauseOf */.pQ)(error)}. It is running: run the workflow again to deploy it, or end it.`, { cause: error });
    }
    const refusal = checkLaunched(budget, instances, launched, {
        prefix,
        repository: context.repository,
        now: clock.now(),
        prices: priceList(types),
    });
    if (!refusal)
        return undefined;
    ownPreview(run, launched);
    logger.info(`Another run launched a preview at the same time, past ${refusal.cap}: terminating ` +
        `${launched.name} (${launched.id}), the newest launch.`);
    try {
        await client.terminateInstance(launched.id, { signal });
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        if (!(error instanceof errors/* ApiError */.hD && error.status === 404)) {
            throw new TeardownError(launched, error);
        }
    }
    return new BudgetError({ ...refusal, gaveWay: { name: launched.name, id: launched.id } }, context.repository);
}

// EXTERNAL MODULE: ./src/pipeline/environment.ts
var pipeline_environment = __webpack_require__(36151);
;// CONCATENATED MODULE: ./src/preview/launch.ts
// Launching a preview's instance: the region and instance type checked against what Amezmo
// offers, the account's instance limit (asked early, and named with the previews that hold it
// when the create is refused), the create itself, and what it means when the instance is gone
// while it launches. Waiting until it is ready is instance.ts's.






/** The account has no room for another instance: the line names the previews that hold it. */
class InstanceLimitError extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'instance-limit-reached';
    constructor(message) {
        super(message);
        this.name = 'InstanceLimitError';
    }
}
/** Checks region and instance type against the service's lists; answers the types offered. */
async function checkChoices(run, launch) {
    const { client, signal, logger } = run.deps;
    const { region, instanceType } = launch;
    const [regions, types] = await Promise.all([
        client.listRegions({ signal }),
        client.listInstanceTypes({ signal }),
    ]);
    if (!regions.some((known) => known.id === region)) {
        const list = regions.map((known) => `${known.id} (${known.name ?? known.iso_country_code ?? ''})`);
        throw new Error(`Input 'region' has '${region}', which Amezmo does not offer. Regions: ${list.join(', ')}.`);
    }
    const type = types.find((known) => known.id === instanceType);
    if (!type) {
        const list = types.map((known) => `${known.id} ($${known.hourly_price} an hour)`);
        throw new Error(`Input 'instance-type' has '${instanceType}', which Amezmo does not offer. Types: ${list.join(', ')}.`);
    }
    logger.info(`Region ${region}; instance type ${type.id} at $${type.hourly_price} an hour.`);
    return types;
}
/**
 * What a failure of a preview that was launching comes to. When the instance was terminated
 * meanwhile: the pull request closed while it launched (said as a notice, and the run is
 * skipped), else a line saying the instance is gone. Any other failure is the run's as it is.
 */
async function goneWhileLaunching(run, number, instance, error) {
    if (!(error instanceof errors/* ApiError */.hD && error.status === 404) || run.deps.signal.aborted) {
        return { failure: error };
    }
    try {
        await run.deps.client.getInstance(instance.id, { signal: run.deps.signal, maxAttempts: 1 });
        return { failure: error };
    }
    catch (lookup) {
        if (!(lookup instanceof errors/* ApiError */.hD && lookup.status === 404))
            return { failure: error };
    }
    if (run.github === undefined || (await isClosed(run, number))) {
        const message = `Pull request #${number} was closed while its preview launched: ${instance.name} was ` +
            'terminated by the close, and nothing was deployed.';
        run.deps.logger.notice(message);
        return {
            outcome: 'skipped',
            skipReason: message,
            gone: `pull request #${number} was closed while it launched`,
        };
    }
    return {
        failure: new Error(`Preview instance ${instance.name} (${instance.id}) is gone: it was terminated while this ` +
            'run launched it (in the Amezmo dashboard, or by a clean-up). Run the workflow again to ' +
            'launch a new one.', { cause: error }),
    };
}
async function launchInstance(run, launch, name, number, instances) {
    const { client, signal, logger } = run.deps;
    ownPreview(run, { name });
    const limit = await instanceLimit(run);
    const held = instances.filter((instance) => !(0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_DELETING */.fW));
    if (limit !== undefined && held.length >= limit) {
        throw limitError(run, number, limit, instances);
    }
    const params = {
        runtime: 'php',
        instance_type: launch.instanceType,
        region: launch.region,
        name,
        ...(launch.phpVersion ? { php: { version: launch.phpVersion } } : {}),
        mysql: {
            enabled: launch.mysql,
            ...(launch.mysqlVersion ? { version: launch.mysqlVersion } : {}),
        },
        ...(launch.appType ? { app_type: launch.appType } : {}),
    };
    let created;
    try {
        created = await client.createInstance(params, { signal });
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.code === 'instance_limit_reached') {
            throw limitError(run, number, limit, instances, error);
        }
        throw error;
    }
    logger.info(`Created preview instance ${created.id} (${created.name}, ${created.state}).`);
    return created;
}
/** The account's instance limit, or undefined where the service does not tell it. */
async function instanceLimit({ deps }) {
    try {
        const limit = (await deps.client.getMe({ signal: deps.signal })).instance_limit;
        return typeof limit === 'number' ? limit : undefined;
    }
    catch (error) {
        // The create answers 422 instance_limit_reached anyway; /me is only the early warning.
        if (error instanceof errors/* ApiError */.hD && (error.status === 404 || error.status === 405))
            return undefined;
        throw error;
    }
}
function limitError(run, number, limit, instances, cause) {
    const now = run.deps.clock.now();
    const previews = instances
        .filter((instance) => carriesPrefix(instance.name, run.settings.prefix) &&
        !(0,statuses/* isInstanceState */.Xg)(instance.state, statuses/* INSTANCE_DELETING */.fW))
        .map((instance) => {
        const age = ageMs(instance, now);
        return `${instance.name} (${instance.id}${age === undefined ? '' : `, ${formatAge(age)} old`})`;
    });
    return new InstanceLimitError(`The Amezmo account has reached its instance limit${limit === undefined ? '' : ` of ${limit}`}, ` +
        `so no preview can be created for pull request #${number}` +
        (cause?.serverMessage ? ` (${cause.serverMessage})` : '') +
        `. Previews holding instances: ${previews.length > 0 ? previews.join(', ') : 'none; other instances fill the limit'}. ` +
        'Close their pull requests, run the clean-up (schedule or workflow_dispatch) with a shorter ' +
        "'max-age', or ask Amezmo support to raise the limit.");
}
function previewUrl(instance, environment) {
    const record = instance.environments.find((entry) => entry.environment_name === environment);
    return record ? (0,pipeline_environment/* environmentUrl */.fw)(record) : '';
}

;// CONCATENATED MODULE: ./src/preview/deploy.ts
// Deploying a pull request's preview: what to deploy (the pull request still open; for a
// /preview command, a workspace that holds its head), the plan (launch or reuse) within the
// budget, the instance held and waited for, then the pull request's code deployed through the
// shared pipeline (deployRelease) with `launching` set, the verdict on its health, and the pull
// request's comment. `deployPreview` reads as the list of steps: each answers what it learnt, or
// a Stop (skipped, refused, gone, failed) that ends the run short of a deployment.










function stops(answer) {
    return 'stop' in answer;
}
/** Deploys the preview of the pull request `decision` names, and comments; never throws. */
async function deployPreview(run, decision) {
    const name = previewName(run.settings.prefix, run.context.repository, decision.number);
    const result = await previewSteps(run, decision, name);
    await tellPullRequest(run, decision.number, name, result);
    return result;
}
/** The steps of a preview's deployment, each adding what it learnt to the run; never throws. */
async function previewSteps(run, decision, name) {
    const { number } = decision;
    let result = pullRequestFacts(decision, name);
    run.deps.logger.info(`Pull request #${number}: preview ${name}`);
    try {
        const code = await codeToDeploy(run, decision, result.commit);
        if (stops(code))
            return { ...result, ...code.stop };
        const chosen = await choosePreview(run, decision, name);
        if (stops(chosen))
            return { ...result, ...chosen.stop };
        const held = await holdInstance(run, chosen, number, name);
        if (stops(held))
            return { ...result, ...held.stop };
        result = { ...result, ...instanceFacts(held, chosen) };
        if (chosen.step.action === 'create')
            await tellLaunching(run, number, name, result);
        const ready = await waitReady(run, number, name, held);
        if (stops(ready))
            return { ...result, ...ready.stop };
        result = { ...result, previewUrl: ready.previewUrl };
        if (!code.build)
            return { ...result, awaiting: awaitingFork(run, number, name) };
        const request = releaseRequest(run, number, code.build, code.head, ready, result);
        const { deployRelease } = await (0,pipeline/* loadRelease */.U)();
        const release = await deployRelease(request, run.deps);
        result = { ...result, release };
        return { ...result, ...(await verdictOf(run, number, ready.instance, release)) };
    }
    catch (error) {
        return { ...result, failure: error };
    }
}
/** What the run knows of the pull request before any request: its number, head and preview. */
function pullRequestFacts(decision, name) {
    const { number, head } = decision;
    return {
        steps: [],
        pullRequest: number,
        instanceName: name,
        commit: /^[0-9a-f]{40,64}$/.test(head.sha) ? head.sha : undefined,
        branch: (0,github_context/* isGitRefName */.T4)(head.ref) ? head.ref : undefined,
    };
}
/**
 * What to deploy, before anything is launched: nothing for a pull request that is closed (a run
 * queued behind the close, a late synchronize, must not launch a preview nobody sees), and for a
 * comment run, its workspace only when it holds the pull request's head, not the default branch
 * a comment's workflow starts on.
 */
async function codeToDeploy(run, decision, commit) {
    const { settings, deps } = run;
    const { number } = decision;
    if (decision.code && !settings.build) {
        return { stop: { failure: settings.buildProblem ?? new Error('No folder.') } };
    }
    if (await isClosed(run, number)) {
        deps.logger.notice(`Nothing to deploy: pull request #${number} is closed.`);
        return { stop: { outcome: 'skipped', skipReason: `pull request #${number} is closed.` } };
    }
    const build = decision.code ? settings.build : undefined;
    const head = build ? await deps.gitHead?.(build.path) : undefined;
    const refusal = decision.checkHead ? workspaceRefusal(number, commit, head?.sha) : undefined;
    if (refusal)
        return { stop: { outcome: 'refused', failure: refusal } };
    return { build, head };
}
/**
 * The plan's step for the preview (launch or reuse), once region and instance type are checked;
 * a launch past the budget is refused here, before anything is launched.
 */
async function choosePreview(run, decision, name) {
    const { settings, deps, context } = run;
    const { client, logger, group, signal } = deps;
    const { number } = decision;
    // A run that deploys is read with it (see readPreviewSettings).
    const launch = settings.launch;
    const types = await group('Check region and instance type', () => checkChoices(run, launch));
    const instances = await client.listInstances({}, { signal });
    const plan = planPreview({ kind: 'deploy', number, create: decision.create }, instances, planContext(run, new Map()));
    tellLookalikes(run, plan.lookalikes);
    const step = plan.steps[0];
    if (!step) {
        const hint = settings.trigger.trigger === 'comment' ? '; a /preview comment launches one' : '';
        logger.notice(`Nothing to deploy: ${plan.reason}${hint}.`);
        return { stop: { outcome: 'skipped', skipReason: `${plan.reason}${hint}.` } };
    }
    logger.info(`Plan: ${step.action} ${name}, because ${step.reason}.`);
    if (plan.duplicates.length > 0) {
        logger.warning(`Pull request #${number} has ${plan.duplicates.length + 1} instances named ${name} (two ` +
            `runs raced): the oldest is deployed, and ${describeInstances(plan.duplicates)} ` +
            `${plan.duplicates.length === 1 ? 'is' : 'are'} terminated when the pull request ` +
            'closes. A concurrency group per pull request keeps runs from racing (see the README).');
    }
    if (step.action === 'create') {
        const refusal = budgetRefusal(run, number, launch, instances, types);
        if (refusal) {
            return {
                stop: { outcome: 'refused', failure: new BudgetError(refusal, context.repository) },
            };
        }
    }
    return { step, outcome: plan.outcome, launch, instances, types };
}
/**
 * The preview's instance: launched, then the budget recounted (a launch that went past a cap
 * beside another run's gives way, refused), or the one that exists, reused.
 */
async function holdInstance(run, chosen, number, name) {
    const { group, logger } = run.deps;
    const { step } = chosen;
    if (step.action === 'create') {
        const launched = await group(`Launch ${name}`, () => launchInstance(run, chosen.launch, name, number, chosen.instances));
        const refusal = await group('Recount the budget', () => recountBudget(run, launched, chosen.types));
        return refusal ? { stop: { outcome: 'refused', failure: refusal } } : launched;
    }
    ownPreview(run, step.instance);
    logger.info(`Reusing preview instance ${step.instance.id} (${step.instance.state}).`);
    return step.instance;
}
/** What the run tells of the preview's instance. */
function instanceFacts(instance, chosen) {
    return {
        outcome: chosen.outcome,
        instanceId: instance.id,
        createdAt: instance.created_at,
        instanceType: instance.instance_type,
        // A reused preview keeps the type it was launched with, whatever the input says now.
        hourlyPrice: chosen.types.find((known) => known.id === instance.instance_type)?.hourly_price,
    };
}
/** The launch takes minutes: the pull request's comment says so while it lasts. */
async function tellLaunching(run, number, name, result) {
    const { settings, context, deps } = run;
    await writeComment(run, number, name, () => liveCommentBody({ ...result, launching: { timeoutSeconds: settings.launchTimeoutSeconds } }, context, deps.clock.now(), settings.trigger));
}
/** Waits until the instance is ready; a failure meanwhile is what goneWhileLaunching says. */
async function waitReady(run, number, name, instance) {
    const { settings, deps } = run;
    const wait = instanceWait(run);
    let ready;
    try {
        ready = await deps.group(`Wait for ${name} to be ready`, () => waitUntilReady(wait, instance.id, settings.environment));
    }
    catch (error) {
        return { stop: await goneWhileLaunching(run, number, instance, error) };
    }
    const url = previewUrl(ready, settings.environment);
    if (url)
        deps.logger.info(`Preview URL: ${url}`);
    return { instance: ready, deadline: wait.deadline, previewUrl: url };
}
/** Why a fork's preview, launched on a comment, is ready with nothing deployed. */
function awaitingFork(run, number, name) {
    const awaiting = `pull request #${number} comes from a fork, whose code is deployed only by the ` +
        'workflow_run workflow that builds it (see "Pull requests from forks" in the README): ' +
        'push to the pull request, or re-run its last build';
    run.deps.logger.notice(`Preview ${name} is ready, and nothing was deployed: ${awaiting}.`);
    return awaiting;
}
/** The pipeline's request for the pull request's code on the ready instance. */
function releaseRequest(run, number, build, head, ready, result) {
    const { settings, context, deps } = run;
    const { branch, commit } = result;
    const environment = ready.instance.environments.find((entry) => entry.environment_name === settings.environment);
    return {
        instance: String(ready.instance.id),
        environment: settings.environment,
        // The preview's release before this push: never the one its upload made.
        before: environment?.current_deployment_id ?? null,
        source: { kind: 'build', build },
        fields: {
            repo_owner: run.owner,
            repo_name: run.repo,
            ...(branch ? { branch } : {}),
            ...(commit ? { commit } : {}),
        },
        commitTime: head?.time,
        commitTimeFrom: head?.timeFrom,
        dryRun: false,
        wait: true,
        waitTimeoutSeconds: settings.waitTimeoutSeconds,
        cancelOnAbort: true,
        // The instance may still be launching; deployments are refused until it is done.
        launching: { deadline: ready.deadline, timeoutSeconds: settings.launchTimeoutSeconds },
        mirror: settings.githubDeployment && run.github && commit
            ? {
                ...run.github,
                ref: commit,
                environment: ready.instance.name,
                environmentUrl: result.previewUrl ?? '',
                logUrl: context.runUrl,
                transient: true,
                startedText: `Deploying the preview of #${number}`,
                succeededText: `Preview of #${number} deployed`,
            }
            : undefined,
        tempDir: context.tempDir,
        startedAt: deps.clock.now(),
        health: settings.health
            ? { ...settings.health, environmentUrl: result.previewUrl ?? '' }
            : undefined,
    };
}
/**
 * What the release came to for the run: a failure (the pull request may have closed while the
 * instance launched), a health that failed, or nothing to add.
 */
async function verdictOf(run, number, instance, release) {
    if (release.failure !== undefined) {
        return goneWhileLaunching(run, number, instance, release.failure);
    }
    if (release.health && (0,health/* failedHealth */.yD)(release.health.health)) {
        return {
            failure: new health/* UnhealthyError */.P4(`The preview of #${number} (Amezmo deployment ${release.deploymentId ?? ''})`, release.health, release.health.health === 'not-live'
                ? "Push again, or look at the preview's environment in the Amezmo dashboard."
                : 'It stays up, so that you can look at it: push a fix to the pull request.'),
        };
    }
    return {};
}
/**
 * The pull request's comment, once the run is over: the refusal of a launch past the budget, the
 * preview gone, or the live preview as the run left it. None when no instance was reached.
 */
async function tellPullRequest(run, number, name, result) {
    const { settings, context, deps } = run;
    const refused = result.failure instanceof BudgetError ? result.failure.refusal : undefined;
    if (result.instanceId === undefined && !refused)
        return;
    await writeComment(run, number, name, () => refused
        ? refusedCommentBody(refused, context.repository, context.runUrl)
        : result.gone
            ? goneCommentBody(name, result.instanceId ?? '', result.gone, context.runUrl)
            : liveCommentBody(result, context, deps.clock.now(), settings.trigger));
}
/**
 * A command refused before anything was launched, because the run cannot prove what it would
 * deploy: the run fails, and the comment that asked is answered with `reason`.
 */
class CommandRefusal extends src_errors/* AmezmoDeployError */.n2 {
    errorCode = 'preview-command-refused';
    /** Why, as a clause for the reply: `the workspace holds commit …`. */
    reason;
    constructor(reason, advice) {
        super(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}: ${advice}`);
        this.name = 'CommandRefusal';
        this.reason = reason;
    }
}
/**
 * The refusal of a workspace that does not provably hold the pull request's head; undefined when
 * it does. A comment's workflow starts on the default branch, and deploying that as the pull
 * request's preview would show the wrong code. A head GitHub did not name, or a workspace whose
 * commit cannot be read, proves nothing.
 */
function workspaceRefusal(number, commit, workspace) {
    const advice = 'check out the pull request\'s head before the preview step (see "Previews on demand" in ' +
        'the README). Nothing was launched or deployed.';
    if (commit === undefined) {
        return new CommandRefusal(`GitHub's answer for pull request #${number} names no head commit (head.sha), so the ` +
            'workspace cannot be checked against it', 'run the workflow again. Nothing was launched or deployed.');
    }
    if (workspace === undefined) {
        return new CommandRefusal(`the workspace is not a git checkout whose commit can be read, so it cannot be proven to ` +
            `hold the head of pull request #${number} (${commit})`, advice);
    }
    if (workspace !== commit) {
        return new CommandRefusal(`the workspace holds commit ${workspace}, not the head of pull request #${number} ` +
            `(${commit})`, advice);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/preview/event.ts
// What a run of the preview action is about, from the event that started it. The payload is
// hostile: only typed fields are kept (numbers, a known action, a checked login), and of a
// comment only the command it holds, never its text.

function event_record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : {};
}
function event_text(value) {
    return typeof value === 'string' ? value : '';
}
/**
 * The command of a comment: its first non-blank line is `/preview` (launch), `/preview stop`, or
 * `/preview` and another word (unknown); undefined for any other comment.
 */
function commandOf(body) {
    const first = body.trimStart().split(/\r?\n/, 1)[0]?.trim() ?? '';
    const match = /^\/preview(?:[ \t]+(.*))?$/i.exec(first);
    if (!match)
        return undefined;
    const rest = (match[1] ?? '').trim().toLowerCase();
    return rest === '' ? 'launch' : rest === 'stop' ? 'stop' : 'unknown';
}
/** The actions of a pull request after which a preview may deploy: a run of these reads `region`. */
const DEPLOYING_ACTIONS = (/* unused pure expression or super */ null && (['opened', 'synchronize', 'reopened', 'labeled', 'ready_for_review']));
/** Whether the run may deploy, so that it needs `region` and the folder to deploy. */
function mayDeploy(event) {
    switch (event.kind) {
        case 'pull':
            return DEPLOYING_ACTIONS.includes(event.action);
        case 'comment':
            return event.command === 'launch';
        case 'run':
            return true;
        default:
            return false;
    }
}
/** Reads the event: which pull request, and what happened to it. */
function previewEventOf(context) {
    const payload = context.payload;
    switch (context.eventName) {
        case 'pull_request':
        case 'pull_request_target': {
            const pull = readPullRequest({
                ...event_record(payload.pull_request),
                number: event_record(payload.pull_request).number ?? payload.number,
            }, context.repository);
            if (!pull) {
                return {
                    kind: 'skip',
                    reason: `the ${context.eventName} event carries no pull request number`,
                };
            }
            const action = /^[a-z_]{1,40}$/.test(event_text(payload.action)) ? event_text(payload.action) : '';
            return {
                kind: 'pull',
                action,
                pull: {
                    ...pull,
                    head: {
                        ...pull.head,
                        sha: pull.head.sha || context.sha,
                        ref: pull.head.ref || context.headRef,
                    },
                },
                label: action === 'labeled' || action === 'unlabeled'
                    ? event_text(event_record(payload.label).name)
                    : undefined,
            };
        }
        case 'issue_comment': {
            const issue = event_record(payload.issue);
            const number = pullNumber(issue.number);
            // An issue's comment has no `pull_request` in its issue; a pull request's has.
            if (number === undefined || typeof issue.pull_request !== 'object' || !issue.pull_request) {
                return { kind: 'skip', reason: 'the comment is on an issue, not on a pull request' };
            }
            if (event_text(payload.action) !== 'created') {
                return {
                    kind: 'skip',
                    reason: `a comment on pull request #${number} was edited or deleted; only a new comment is read`,
                };
            }
            const comment = event_record(payload.comment);
            const command = commandOf(event_text(comment.body));
            if (command === undefined) {
                return {
                    kind: 'skip',
                    reason: `the comment on pull request #${number} is not a /preview command`,
                };
            }
            const login = event_text(event_record(comment.user).login);
            return {
                kind: 'comment',
                number,
                command,
                commentId: pullNumber(comment.id),
                author: isGitHubLogin(login) ? login : undefined,
            };
        }
        case 'workflow_run': {
            const run = event_record(payload.workflow_run);
            const conclusion = event_text(run.conclusion);
            if (conclusion !== 'success') {
                return {
                    kind: 'skip',
                    reason: `the workflow run that built the pull request ended '${/^[a-z_]{1,40}$/.test(conclusion) ? conclusion : 'without a conclusion'}'; only a successful one is deployed`,
                };
            }
            const pulls = Array.isArray(run.pull_requests) ? run.pull_requests : [];
            const owner = event_text(event_record(event_record(run.head_repository).owner).login);
            const branch = event_text(run.head_branch);
            return {
                kind: 'run',
                number: pullNumber(event_record(pulls[0]).number),
                head: {
                    sha: event_text(run.head_sha),
                    ref: branch,
                    label: owner && branch ? `${owner}:${branch}` : '',
                },
            };
        }
        case 'schedule':
        case 'workflow_dispatch':
            return { kind: 'cleanup' };
        default:
            return {
                kind: 'skip',
                reason: `the ${/^[a-z_]{1,40}$/.test(context.eventName) ? context.eventName : 'unknown'} event is not one previews act on; use pull_request, issue_comment, workflow_run, schedule or workflow_dispatch`,
            };
    }
}

;// CONCATENATED MODULE: ./src/preview/sweep.ts
// The sweep of old previews, run on a schedule or by hand: every preview of this repository whose
// pull request is closed, or that is older than max-age, is terminated (through terminate.ts), the
// others kept; each is a row of the summary, and a preview that cannot be terminated does not
// keep the sweep from the others.






/** Cleans up this repository's previews of closed pull requests or past max-age; never throws. */
async function cleanUp(run) {
    const { deps, settings, context } = run;
    const { client, logger, signal } = deps;
    const steps = [];
    let result = { steps };
    try {
        const instances = await client.listInstances({}, { signal });
        const previews = repositoryPreviews(instances, settings.prefix, context.repository);
        let states = new Map();
        if (run.github) {
            states = await pullRequestStates(run.github, [
                ...new Set(previews.map(({ number }) => number)),
            ]);
        }
        else if (previews.length > 0) {
            logger.warning("Without 'github-token', closed pull requests are not known; only max-age applies.");
        }
        const plan = planPreview({ kind: 'cleanup' }, instances, planContext(run, states));
        result = { ...result, outcome: plan.outcome };
        tellLookalikes(run, plan.lookalikes);
        const priced = plan.steps.some((step) => step.action === 'terminate')
            ? priceList(await listedTypes(run))
            : new Map();
        const ended = [];
        logger.info(`Clean-up: ${previews.length} preview(s) of ${context.repository} among ${instances.length} instance(s).`);
        const failures = [];
        for (const step of plan.steps) {
            if (step.action === 'create')
                continue;
            const reported = {
                action: step.action,
                name: step.instance.name,
                instanceId: step.instance.id,
                number: step.number,
                reason: step.reason,
            };
            if (step.action !== 'terminate') {
                steps.push({ ...reported, result: 'kept' });
                logger.info(`Keeping ${step.instance.name} (${step.instance.id}): ${step.reason}.`);
                continue;
            }
            logger.info(`Terminating ${step.instance.name} (${step.instance.id}): ${step.reason}.`);
            const cost = endedCost(step.instance, priced, deps.clock.now());
            try {
                await deps.group(`Terminate ${step.instance.name}`, () => terminate(run, step.instance, step.number, step.reason, cost));
                steps.push({ ...reported, result: 'terminated', cost: describeEndedCost(cost) });
                ended.push(cost);
                logger.info(`Ended ${step.instance.name} (${step.instance.id}): ${describeEndedCost(cost)}.`);
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
                steps.push({ ...reported, result: `failed: ${(0,errors/* messageOf */.bD)(error)}` });
                failures.push((0,errors/* messageOf */.bD)(error));
            }
        }
        const done = steps.filter((step) => step.result === 'terminated').length;
        result = { ...result, ended };
        logger.notice(`Clean-up terminated ${done} preview(s) and kept ${steps.length - done - failures.length}` +
            (ended.length > 0 ? `; those terminated cost ${totalEndedCost(ended)}.` : '.'));
        // Each failure says which preview is still running and billed, and what to do.
        if (failures.length > 0)
            throw new Error(failures.join(' '));
        return result;
    }
    catch (error) {
        return { ...result, failure: error };
    }
}

;// CONCATENATED MODULE: ./src/preview/trigger.ts
const TRIGGERS = ['always', 'label', 'comment'];
/** The actions of a pull request that may launch or deploy a preview. */
const LAUNCHING = ['opened', 'synchronize', 'reopened', 'labeled', 'ready_for_review'];
/** The base permissions that may ask for a preview: write covers maintain, admin is admin. */
const MAY_ASK = new Set(['admin', 'write']);
function sameLabel(a, b) {
    // GitHub's label names are unique regardless of case.
    return a !== undefined && a.toLowerCase() === b.toLowerCase();
}
function draftSkip(number, reply) {
    return {
        kind: 'skip',
        reason: `pull request #${number} is a draft; drafts get no preview unless drafts: true`,
        ...(reply ? { reply } : {}),
    };
}
function decide(event, settings, known = {}) {
    switch (event.kind) {
        case 'cleanup':
        case 'skip':
            return event;
        case 'pull':
            return decidePull(event, settings);
        case 'comment':
            return decideComment(event, settings, known);
        case 'run':
            return decideRun(event, settings, known);
    }
}
function decidePull(event, settings) {
    const { action, pull } = event;
    const { number } = pull;
    const label = `\`${settings.label}\``;
    if (action === 'closed') {
        return {
            kind: 'teardown',
            number,
            reason: settings.closedReason?.(number) ?? `pull request #${number} was closed`,
        };
    }
    if (action === 'converted_to_draft') {
        return settings.drafts
            ? {
                kind: 'skip',
                reason: `pull request #${number} became a draft, and drafts: true keeps its preview`,
            }
            : { kind: 'teardown', number, reason: `pull request #${number} was converted to a draft` };
    }
    if (action === 'unlabeled') {
        if (settings.trigger !== 'label') {
            return {
                kind: 'skip',
                reason: `a label was removed from pull request #${number}; labels matter only with trigger: label`,
            };
        }
        return sameLabel(event.label, settings.label)
            ? {
                kind: 'teardown',
                number,
                reason: `the label ${label} was removed from pull request #${number}`,
            }
            : {
                kind: 'skip',
                reason: `a label other than ${label} was removed from pull request #${number}`,
            };
    }
    if (!LAUNCHING.includes(action)) {
        return {
            kind: 'skip',
            reason: `pull request #${number} was ${action || 'changed'}; previews act on opened, synchronize, ` +
                'reopened, labeled, unlabeled, ready_for_review, converted_to_draft and closed',
        };
    }
    if (action === 'labeled' && settings.trigger !== 'label') {
        return {
            kind: 'skip',
            reason: `a label was added to pull request #${number}; labels matter only with trigger: label`,
        };
    }
    if (action === 'labeled' && !sameLabel(event.label, settings.label)) {
        return {
            kind: 'skip',
            reason: `a label other than ${label} was added to pull request #${number}`,
        };
    }
    if (pull.draft && !settings.drafts)
        return draftSkip(number);
    const deploy = (create, reason) => ({
        kind: 'deploy',
        number,
        head: pull.head,
        create,
        code: true,
        checkHead: false,
        reason,
    });
    switch (settings.trigger) {
        case 'always':
            return deploy(true, `pull request #${number} was ${action}`);
        case 'label':
            if (action === 'labeled') {
                return deploy(true, `the label ${label} was added to pull request #${number}`);
            }
            return pull.labels.some((name) => sameLabel(name, settings.label))
                ? deploy(true, `pull request #${number} carries the label ${label}`)
                : {
                    kind: 'skip',
                    reason: `pull request #${number} does not carry the label ${label}`,
                };
        case 'comment':
            // A push updates the preview a /preview comment launched; it never launches one.
            return action === 'synchronize'
                ? deploy(false, `pull request #${number} was pushed to`)
                : {
                    kind: 'skip',
                    reason: `pull request #${number} was ${action}; with trigger: comment, a preview is ` +
                        'launched by a /preview comment',
                };
    }
}
function decideComment(event, settings, known) {
    const { number, author } = event;
    if (settings.trigger !== 'comment') {
        return {
            kind: 'skip',
            reason: `/preview comments are read only with trigger: comment, and trigger is ${settings.trigger}`,
        };
    }
    if (author === undefined) {
        return {
            kind: 'refuse',
            number,
            reason: "the comment's author is not a GitHub login whose permission can be checked",
        };
    }
    if (known.permission === undefined)
        return { kind: 'ask', what: 'permission' };
    if (!MAY_ASK.has(known.permission.permission)) {
        return {
            kind: 'refuse',
            number,
            reason: `${author} has ${known.permission.permission === 'none' ? 'no' : known.permission.role} ` +
                'access to this repository; only people with ' +
                'write, maintain or admin access may launch or stop a preview',
        };
    }
    if (!known.pull)
        return { kind: 'ask', what: 'pull' };
    const pull = known.pull;
    if (pull.state === 'closed') {
        // The close tore its preview down, unless that run failed or never ran: a stop still stops.
        return event.command === 'stop'
            ? {
                kind: 'teardown',
                number,
                reason: `${author} asked /preview stop on closed pull request #${number}`,
                reply: true,
            }
            : { kind: 'skip', reason: `pull request #${number} is closed`, reply: true };
    }
    switch (event.command) {
        case 'unknown':
            return {
                kind: 'skip',
                reason: 'the comment is not a command the preview knows: comment /preview to launch or update ' +
                    'the preview, or /preview stop to end it',
                reply: true,
            };
        case 'stop':
            return { kind: 'teardown', number, reason: `${author} asked /preview stop` };
        case 'launch':
            if (pull.draft && !settings.drafts)
                return draftSkip(number, true);
            return {
                kind: 'deploy',
                number,
                head: pull.head,
                create: true,
                // A fork's code never runs in a job with secrets: only the workflow_run path deploys it.
                // A pull request not known to be from this repository is taken as a fork's.
                code: pull.fork === false,
                checkHead: pull.fork === false,
                reason: `${author} asked /preview`,
            };
    }
}
function decideRun(event, settings, known) {
    if (known.pull === undefined)
        return { kind: 'ask', what: 'pull' };
    const pull = known.pull;
    const number = pull?.number ?? known.number ?? event.number;
    if (number === undefined) {
        return { kind: 'skip', reason: 'the workflow run names no pull request' };
    }
    if (pull?.state === 'closed') {
        return { kind: 'skip', reason: `pull request #${number} is closed` };
    }
    if (pull?.draft && !settings.drafts)
        return draftSkip(number);
    // The run's own commit, the one it built, is deployed: the pull request may have moved on.
    const deploy = (create, reason) => ({
        kind: 'deploy',
        number,
        head: event.head,
        create,
        code: true,
        checkHead: false,
        reason,
    });
    switch (settings.trigger) {
        case 'always':
            return deploy(true, `a workflow run built pull request #${number}`);
        case 'label':
            if (!pull) {
                return {
                    kind: 'skip',
                    reason: `pull request #${number}'s labels could not be read; trigger: label needs 'github-token'`,
                };
            }
            return pull.labels.some((name) => sameLabel(name, settings.label))
                ? deploy(true, `pull request #${number} carries the label \`${settings.label}\``)
                : {
                    kind: 'skip',
                    reason: `pull request #${number} does not carry the label \`${settings.label}\``,
                };
        case 'comment':
            return deploy(false, `a workflow run built pull request #${number}`);
    }
}

;// CONCATENATED MODULE: ./src/preview/run.ts
// A preview run from its event: what the trigger decides (asking GitHub first for the
// commenter's permission or the pull request, where the decision needs it), carrying it out
// (deploy.ts, terminate.ts, sweep.ts), and the answer to a /preview command: 👀 at once, 🚀 or 😕
// at the end, and a reply when nothing came of it. Every instance a run changes carries the
// prefix and a pull request number in the name this repository gives it (see name.ts). Each step
// answers what it learnt; the run is the sum of the answers.








/** Runs the preview life cycle for the event of `context`; never throws. */
async function runPreview(settings, context, deps) {
    const none = { steps: [] };
    const repository = (0,github_context/* splitRepository */.T8)(context.repository);
    if (!repository) {
        return {
            ...none,
            failure: new Error(`GITHUB_REPOSITORY is '${context.repository}', not owner/name: previews are named after the repository.`),
        };
    }
    const run = {
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
    let known = {};
    let decision = decide(event, settings.trigger, known);
    // A command this run acts on is answered: 👀 now, 🚀 or 😕 at the end, and a reply when
    // nothing came of it.
    const command = event.kind === 'comment' && decision.kind !== 'skip' && run.github ? event : undefined;
    if (command?.commentId !== undefined)
        await reactTo(run, command.commentId, 'eyes');
    let result;
    let decided;
    try {
        while (decision.kind === 'ask') {
            known = { ...known, ...(await learn(run, event, decision.what)) };
            decision = decide(event, settings.trigger, known);
        }
        decided = decision;
        result = await act(run, decision);
    }
    catch (error) {
        result = { ...none, failure: error };
    }
    if (command) {
        const answer = answerOf(decided, result);
        if (answer !== undefined && run.github) {
            await reply({ ...run.github, issueNumber: command.number }, replyBody(command.command, answer.text, context.runUrl, answer.carriedOut));
        }
        const done = result.failure === undefined &&
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
function answerOf(decided, result) {
    if (result.failure instanceof CommandRefusal) {
        return { text: result.failure.reason, carriedOut: false };
    }
    if (decided?.kind === 'refuse')
        return { text: decided.reason, carriedOut: false };
    if (decided?.kind === 'skip' && decided.reply === true) {
        return { text: decided.reason, carriedOut: false };
    }
    if (decided?.kind === 'teardown' && decided.reply === true)
        return stopAnswer(decided, result);
    return undefined;
}
/** What a /preview stop on a closed pull request came to: its preview is gone either way. */
function stopAnswer(decided, result) {
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
async function reactTo(run, commentId, content) {
    if (run.github)
        await react(run.github, commentId, content);
}
/** Asks GitHub what the decision needs to know. */
async function learn(run, event, what) {
    const { github } = run;
    if (event.kind === 'comment') {
        if (!github) {
            throw new Error("A /preview comment needs 'github-token', to check who asked and to read the pull request.");
        }
        if (what === 'permission') {
            const author = event.author;
            try {
                return { permission: await repositoryPermission(github, author) };
            }
            catch (error) {
                throw new Error(`Could not check ${author}'s permission on ${run.context.repository}: ` +
                    `${(0,errors/* clauseOf */.pQ)(error)}. Nothing was launched or stopped; run the workflow again.`, { cause: error });
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
            throw new Error(`The ${run.context.eventName} event names no pull request` +
                (event.head.label ? `, and no open pull request has the head ${event.head.label}` : '') +
                ': run previews on pull_request events, or on workflow_run of a pull request workflow.');
        }
        if (!github)
            return { pull: null, number };
        try {
            return { pull: await getPullRequest(github, number), number };
        }
        catch (error) {
            run.deps.logger.warning(`Could not read pull request #${number}: ${(0,errors/* clauseOf */.pQ)(error)}. Its draft state and labels ` +
                'are not known.');
            return { pull: null, number };
        }
    }
    throw new Error(`Nothing to ask GitHub for a ${event.kind} event.`);
}
/** Carries out what was decided. */
async function act(run, decision) {
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

;// CONCATENATED MODULE: ./src/api/types.ts
/** The app types the service takes when an instance is created. */
const APP_TYPES = [
    'laravel',
    'octane',
    'other',
    'symfony',
    'craftcms',
    'drupal',
    'wordpress',
    'bedrock',
];

// EXTERNAL MODULE: ./src/settings/deploy.ts + 1 modules
var deploy = __webpack_require__(48883);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __webpack_require__(87977);
// EXTERNAL MODULE: ./src/settings/health.ts
var settings_health = __webpack_require__(64471);
// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __webpack_require__(80468);
// EXTERNAL MODULE: ./src/settings/workspace.ts
var workspace = __webpack_require__(77180);
;// CONCATENATED MODULE: ./src/settings/preview.ts
// The preview job's settings, read and checked from any front end's source with the readers the
// deploy job uses.







/**
 * Reads and checks every setting of the preview job; `env` gives the workspace. What only a run
 * that `deploys` needs (the folder, the region, what a new instance is made of) is read only
 * then: a teardown or a clean-up needs no checkout and no region. `if-needed` is a run that may
 * deploy its workspace or not, as the trigger decides (a pull request without the label, or a
 * fork's /preview, has no checkout): a problem with the folder is kept, for the deploy to throw.
 */
function readPreviewSettings(source, env, deploys) {
    const label = source.label.bind(source);
    const apiKey = (0,readers/* parseApiKey */.Xu)(source.secret('api-key'), label('api-key'));
    const githubToken = (0,readers/* parseGitHubToken */.YD)(source.secret('github-token'));
    const prefix = source.text('name-prefix');
    const problem = prefixProblem(prefix);
    if (problem)
        throw (0,settings_source/* has */.zy)(label('name-prefix'), prefix, problem);
    const maxAge = parseMaxAge(source.text('max-age'));
    if ('problem' in maxAge)
        throw (0,settings_source/* has */.zy)(label('max-age'), source.text('max-age'), maxAge.problem);
    return {
        apiKey,
        baseUrl: (0,readers/* parseBaseUrl */.Q2)(source.text('base-url'), label('base-url')),
        prefix,
        launch: deploys ? launchSettings(source) : undefined,
        environment: parsePreviewEnvironment(source.text('environment'), label('environment')),
        ...buildOf(source, env, deploys),
        waitTimeoutSeconds: (0,readers/* parseWaitTimeout */.Mh)(source.text('wait-timeout'), label('wait-timeout')),
        launchTimeoutSeconds: (0,readers/* parseWaitTimeout */.Mh)(source.text('launch-timeout'), label('launch-timeout')),
        maxAgeMs: maxAge.ms,
        trigger: triggerSettings(source),
        budget: budgetSettings(source),
        comment: (0,settings_source/* booleanOf */.SF)(source, 'comment'),
        githubDeployment: (0,settings_source/* booleanOf */.SF)(source, 'github-deployment'),
        githubToken,
        health: deploys ? (0,settings_health/* readHealthSettings */.Ch)(source) : undefined,
    };
}
/** The folder to deploy and how to archive it, or (`if-needed`) why it cannot be. */
function buildOf(source, env, deploys) {
    if (deploys === false)
        return { build: undefined };
    if (deploys === true)
        return { build: (0,deploy/* buildSettings */.E)(source, (0,workspace/* workspaceOf */.B3)(env), env) };
    try {
        return { build: (0,deploy/* buildSettings */.E)(source, (0,workspace/* workspaceOf */.B3)(env), env) };
    }
    catch (error) {
        if (!(error instanceof settings_source/* InputError */.dz))
            throw error;
        return { build: undefined, buildProblem: error };
    }
}
/** When a pull request has a preview: `trigger`, `preview-label`, `drafts`. */
function triggerSettings(source) {
    const label = source.label.bind(source);
    const trigger = source.text('trigger');
    if (!TRIGGERS.includes(trigger)) {
        throw (0,settings_source/* has */.zy)(label('trigger'), trigger, `use one of ${TRIGGERS.join(', ')}.`);
    }
    const previewLabel = source.text('preview-label');
    // It is written into comments in a code span, where only a backquote would end it.
    // eslint-disable-next-line no-control-regex
    if (previewLabel === '' || previewLabel.length > 50 || /[\x00-\x1f\x7f`]/.test(previewLabel)) {
        throw (0,settings_source/* has */.zy)(label('preview-label'), previewLabel, 'a label name of 1 to 50 characters, without a backquote, e.g. preview.');
    }
    return { trigger: trigger, label: previewLabel, drafts: (0,settings_source/* booleanOf */.SF)(source, 'drafts') };
}
/** The caps a launch must fit in: `max-previews`, `max-hourly-cost`; empty for none. */
function budgetSettings(source) {
    const label = source.label.bind(source);
    const count = source.text('max-previews');
    if (count !== '' && !/^[1-9]\d{0,5}$/.test(count)) {
        throw (0,settings_source/* has */.zy)(label('max-previews'), count, 'write the most previews at once as a whole number, e.g. 3, or leave it empty for no cap.');
    }
    const cost = source.text('max-hourly-cost');
    const micros = cost === '' ? undefined : parseDollars(cost);
    if (cost !== '' && (micros === undefined || micros === 0)) {
        throw (0,settings_source/* has */.zy)(label('max-hourly-cost'), cost, 'write dollars an hour with up to six decimals, e.g. 0.10, or leave it empty for no cap.');
    }
    return { maxPreviews: count === '' ? undefined : Number(count), maxHourlyMicros: micros };
}
/** What a new preview instance is made of. */
function launchSettings(source) {
    const label = source.label.bind(source);
    const region = (0,settings_source/* requiredText */.$4)(source, 'region', 'set it to an Amezmo region id, e.g. region: lb2-us (a run that deploys may launch an instance).');
    if (!/^[a-z0-9-]{1,40}$/.test(region)) {
        throw (0,settings_source/* has */.zy)(label('region'), region, 'a region id is lower-case letters, digits and dashes, e.g. lb2-us.');
    }
    const instanceType = source.text('instance-type');
    if (!/^[a-z0-9-]{1,40}$/.test(instanceType)) {
        throw (0,settings_source/* has */.zy)(label('instance-type'), instanceType, 'an instance type is e.g. hobby, developer or business.');
    }
    const phpVersion = source.text('php-version');
    if (phpVersion !== '' && !/^\d+\.\d+$/.test(phpVersion)) {
        throw (0,settings_source/* has */.zy)(label('php-version'), phpVersion, 'write a PHP version as major.minor, e.g. 8.3.');
    }
    const mysqlVersion = source.text('mysql-version');
    if (mysqlVersion !== '' && mysqlVersion !== '5.7' && mysqlVersion !== '8') {
        throw (0,settings_source/* has */.zy)(label('mysql-version'), mysqlVersion, 'Amezmo offers 5.7 and 8.');
    }
    const appType = source.text('app-type');
    if (appType !== '' && !APP_TYPES.includes(appType)) {
        throw (0,settings_source/* has */.zy)(label('app-type'), appType, `use one of ${APP_TYPES.join(', ')}.`);
    }
    return {
        region,
        instanceType,
        phpVersion: phpVersion || undefined,
        mysql: (0,settings_source/* booleanOf */.SF)(source, 'mysql'),
        mysqlVersion: (mysqlVersion || undefined),
        appType: (appType || undefined),
    };
}
/**
 * A new instance has two environments, production and staging, and a preview is always a new
 * instance: any other name would launch an instance (billed from its first hour) that the
 * deployment then cannot reach. So it is refused before anything is launched.
 */
function parsePreviewEnvironment(value, label) {
    const environment = (0,readers/* parseEnvironment */.Nq)(value, label);
    if (environment !== 'production' && environment !== 'staging') {
        throw new settings_source/* InputError */.dz(`${label} has '${environment}': a preview instance has the environments ` +
            "'production' and 'staging' only; use one of them.");
    }
    return environment;
}

// EXTERNAL MODULE: ./src/settings/clients.ts + 1 modules
var settings_clients = __webpack_require__(52839);
// EXTERNAL MODULE: ./src/cli/ci.ts
var ci = __webpack_require__(64348);
// EXTERNAL MODULE: ./src/cli/settings.ts
var cli_settings = __webpack_require__(81957);
// EXTERNAL MODULE: ./src/cli/job.ts + 1 modules
var job = __webpack_require__(69592);
// EXTERNAL MODULE: ./src/cli/trigger.ts
var cli_trigger = __webpack_require__(33158);
// EXTERNAL MODULE: ./src/cli/git.ts + 1 modules
var git = __webpack_require__(99405);
;// CONCATENATED MODULE: ./src/cli/preview.ts
// `amezmo-deploy preview up | down | clean`: the preview action's life cycle, for a merge or pull
// request of any CI. The preview job decides from a pull request event; the command line tells it
// one, as the action hears GitHub's: `up` is a request opened (launch or reuse its instance, then
// deploy), `down` one closed (terminate its instance), `clean` a scheduled clean-up (terminate the
// previews older than max-age). Nothing is recorded in GitHub from here: no comment, no GitHub
// deployment, and pull request states are not known, so `clean` goes by age alone.








/** The pull request event each step is told as. */
const ACTIONS_OF = { up: 'opened', down: 'closed' };
async function previewCommand(step, specs, invocation, terminal, signal) {
    const { given, env, cwd, tempDir } = invocation;
    const source = (0,cli_settings/* commandLineSource */.PP)({
        specs,
        given,
        env,
        action: 'preview',
        fixed: { comment: 'false', 'github-deployment': 'false', 'github-token': '' },
        addSecret: (value) => terminal.addSecret(value),
    });
    const settings = readPreviewSettings(source, { GITHUB_WORKSPACE: cwd, SOURCE_DATE_EPOCH: env.SOURCE_DATE_EPOCH }, step === 'up');
    const flags = (0,cli_trigger/* triggerFlags */.o4)({
        ...(given.branch === undefined ? {} : { branch: given.branch }),
        ...(given.commit === undefined ? {} : { commit: given.commit }),
        ...(given.repository === undefined ? {} : { repository: given.repository }),
    });
    const trigger = await (0,cli_trigger/* readTrigger */.vE)(invocation, flags);
    if (!(0,github_context/* splitRepository */.T8)(trigger.repository)) {
        throw new settings_source/* InputError */.dz(`Previews are named after the repository, and ${ci/* CI_NAMES */.y3[trigger.ci]} names ` +
            `${trigger.repository ? `'${trigger.repository}', not owner/name` : 'none'}: pass --repository OWNER/NAME.`);
    }
    const context = contextOf(step, trigger, requestOf(step, given, trigger), {
        tempDir,
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    });
    terminal.logger.info((0,cli_trigger/* describeTrigger */.gb)(trigger));
    // No pull request was closed: the user ran `preview down`, for a request of the CI's kind.
    const request = (number) => trigger.ci === 'gitlab' ? `merge request !${number}` : `pull request #${number}`;
    const asked = {
        ...settings,
        trigger: {
            ...settings.trigger,
            closedReason: (number) => `amezmo-deploy preview down was run for ${request(number)}`,
        },
    };
    return (0,job/* runJob */.b)({ invocation, terminal, signal }, {
        work: async ({ use, clients }) => runPreview(asked, context, {
            client: use((0,settings_clients/* createAmezmoClient */.td)(settings.baseUrl, settings.apiKey, clients)),
            clock: invocation.clock,
            logger: terminal.logger,
            group: (title, phase) => terminal.group(title, phase),
            signal,
            // A commit given on the command line is recorded, whatever the folder's HEAD.
            gitHead: (path) => (0,git/* headOf */.Uo)(path, { commit: context.sha, given: flags.commit }, env),
            probe: use((0,settings_clients/* createHealthProbe */.LU)(invocation.clock, clients)).probe,
            ...(0,readers/* readPace */.iz)(env),
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
    });
}
/** The request's number: --request, else the CI's; none for a clean-up. */
function requestOf(step, given, trigger) {
    if (step === 'clean')
        return undefined;
    const value = given.request ?? trigger.request;
    if (value === '') {
        throw new settings_source/* InputError */.dz(`No merge or pull request to preview: ${ci/* CI_NAMES */.y3[trigger.ci]} names none (GitLab sets ` +
            'CI_MERGE_REQUEST_IID in merge request pipelines, Bitbucket BITBUCKET_PR_ID in pull ' +
            'request pipelines). Pass --request NUMBER.');
    }
    if (!/^[1-9]\d{0,9}$/.test(value)) {
        throw (0,settings_source/* has */.zy)(given.request === undefined ? 'The request number' : '--request', value, 'a merge or pull request is a positive whole number, e.g. 42.');
    }
    return Number(value);
}
/** The step as the preview job hears it: a pull request event, or a scheduled clean-up. */
function contextOf(step, trigger, number, place) {
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


/***/ }),

/***/ 19556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   T4: () => (/* binding */ isGitRefName),
/* harmony export */   T8: () => (/* binding */ splitRepository)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

// Read by hand rather than through @actions/github, whose import loads Octokit: the skip path
// should not pay for that.
function readRunContext(env = process.env) {
    const server = env.GITHUB_SERVER_URL || 'https://github.com';
    const repository = env.GITHUB_REPOSITORY ?? '';
    return {
        eventName: env.GITHUB_EVENT_NAME ?? '',
        ref: env.GITHUB_REF ?? '',
        headRef: env.GITHUB_HEAD_REF ?? '',
        sha: env.GITHUB_SHA ?? '',
        repository,
        actor: env.GITHUB_ACTOR ?? '',
        actorId: env.GITHUB_ACTOR_ID ?? '',
        payload: readPayload(env.GITHUB_EVENT_PATH),
        runUrl: env.GITHUB_RUN_ID && repository
            ? `${server}/${repository}/actions/runs/${encodeURIComponent(env.GITHUB_RUN_ID)}`
            : '',
        repositoryUrl: /^[\w.-]+\/[\w.-]+$/.test(repository) ? `${server}/${repository}` : '',
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        tempDir: env.RUNNER_TEMP || (env.TMPDIR ?? '/tmp'),
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
    };
}
function readPayload(path) {
    if (!path)
        return {};
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch {
        return {};
    }
    try {
        const payload = JSON.parse(text);
        return typeof payload === 'object' && payload !== null
            ? payload
            : {};
    }
    catch {
        throw new Error(`The event payload at GITHUB_EVENT_PATH (${path}) is not valid JSON.`);
    }
}
/**
 * Whether `name` is a branch or tag name git can hold (git check-ref-format): event payloads are
 * not trusted, and a name with a line break or a control character exists in no repository.
 */
function isGitRefName(name) {
    return (name !== '' &&
        name !== '@' &&
        name.length <= 255 &&
        // eslint-disable-next-line no-control-regex
        !/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.$|\.lock(\/|$)|(^|\/)\./.test(name));
}
/** `owner/name` split in two; undefined when the repository is not known. */
function splitRepository(repository) {
    const [owner, name, ...rest] = repository.split('/');
    if (!owner || !name || rest.length > 0)
        return undefined;
    return { owner, name };
}


/***/ }),

/***/ 16887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ retireDeployments),
/* harmony export */   P: () => (/* binding */ GitHubDeployment)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66417);


/**
 * A deployment on the repository's Environments page, mirroring the Amezmo one. It never fails
 * the run: without the permission, or when GitHub is unreachable, it warns and steps aside.
 */
class GitHubDeployment {
    options;
    id;
    constructor(options, id) {
        this.options = options;
        this.id = id;
    }
    /** Creates the deployment, or answers undefined after a warning saying why it could not. */
    static async create(options) {
        try {
            const created = await options.github.request('POST', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(options, '/deployments'), {
                body: {
                    ref: options.ref,
                    ...(options.task ? { task: options.task } : {}),
                    ...(options.payload ? { payload: options.payload } : {}),
                    environment: options.environment,
                    description: `Amezmo deployment to ${options.environment}`,
                    auto_merge: false,
                    required_contexts: [],
                    production_environment: !options.transient && options.environment === 'production',
                    transient_environment: options.transient === true,
                },
            });
            const id = created?.id;
            if (typeof id !== 'number') {
                const message = created?.message;
                throw new Error(`GitHub answered without a deployment id${typeof message === 'string' ? ` (${message})` : ''}`);
            }
            options.logger.info(`Created GitHub deployment ${id} for ${options.environment}.`);
            return new GitHubDeployment(options, id);
        }
        catch (error) {
            options.logger.warning(explain('create a GitHub deployment', error, options.withoutIt));
            return undefined;
        }
    }
    async setStatus(state, description) {
        const { environmentUrl, logUrl, logger } = this.options;
        try {
            await this.options.github.request('POST', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(this.options, `/deployments/${this.id}/statuses`), {
                body: {
                    state,
                    description: description.slice(0, 140),
                    ...(environmentUrl ? { environment_url: environmentUrl } : {}),
                    ...(logUrl ? { log_url: logUrl } : {}),
                    // A successful deployment retires the earlier ones of the same environment, unless
                    // it is one target of a rollout among others.
                    auto_inactive: this.options.retireEarlier ?? true,
                },
            });
        }
        catch (error) {
            logger.warning(explain(`set GitHub deployment ${this.id} to ${state}`, error, this.options.withoutIt));
        }
    }
}
/**
 * Marks every deployment of `environment` inactive, as when the environment is gone, but those
 * whose last status says so already; answers how many it marked, and the commit of the newest
 * (the last one deployed there). Like the rest, it warns instead of failing the run.
 */
async function retireDeployments(options) {
    const { environment, logger } = options;
    let lastCommit;
    try {
        const listed = (await options.github.paginate((0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(options, '/deployments'), {
            query: { environment },
        }));
        const sha = listed[0]?.sha;
        lastCommit = typeof sha === 'string' && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
        const ids = listed
            .map((deployment) => deployment?.id)
            .filter((id) => typeof id === 'number');
        let retired = 0;
        for (const id of ids) {
            if ((await lastState(options, id)) === 'inactive')
                continue;
            await options.github.request('POST', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(options, `/deployments/${id}/statuses`), {
                body: {
                    state: 'inactive',
                    description: options.description.slice(0, 140),
                    ...(options.logUrl ? { log_url: options.logUrl } : {}),
                },
            });
            retired++;
        }
        if (retired > 0)
            logger.info(`Marked ${retired} GitHub deployment(s) of ${environment} inactive.`);
        return { retired, lastCommit };
    }
    catch (error) {
        logger.warning(explain(`mark the GitHub deployments of ${environment} inactive`, error));
        return { retired: 0, lastCommit };
    }
}
/** The state of a deployment's newest status; undefined when it has none or it cannot be read. */
async function lastState(options, id) {
    try {
        const answer = await options.github.request('GET', (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPath */ .qN)(options, `/deployments/${id}/statuses`), { query: { per_page: '1' } });
        const [newest] = Array.isArray(answer) ? answer : [];
        return typeof newest?.state === 'string' ? newest.state : undefined;
    }
    catch {
        // Unknown: marked inactive, as before.
        return undefined;
    }
}
function explain(what, error, withoutIt = 'The Amezmo deployment goes on without it.') {
    if ((0,_rest_js__WEBPACK_IMPORTED_MODULE_0__/* .isPermissionRefusal */ .MA)(error)) {
        return (`Could not ${what}: the token may not write deployments (GitHub answered ${error.status}). ` +
            `Give the job "permissions: deployments: write". ${withoutIt}`);
    }
    return `Could not ${what}: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .clauseOf */ .pQ)(error)}. ${withoutIt}`;
}


/***/ }),

/***/ 63169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ LaunchTimeoutError),
/* harmony export */   WP: () => (/* binding */ LAST_LOOK_MS),
/* harmony export */   _F: () => (/* binding */ FIRST_LOOK_MS),
/* harmony export */   wG: () => (/* binding */ uploadArchive)
/* harmony export */ });
/* unused harmony export progressLogger */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25309);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53249);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
// Sending the archive: one deployment created, with its progress in the log. A new instance may
// still be launching (a preview's): its refusal is waited out. An answer lost after the whole
// archive went out is never sent again blindly: the environment is asked whether it now shows a
// deployment of this commit, and the error names it.




class LaunchTimeoutError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    errorCode = 'launch-timed-out';
    constructor(message) {
        super(message);
        this.name = 'LaunchTimeoutError';
    }
}
/** How often upload progress is logged, at most. */
const PROGRESS_EVERY_MS = 5_000;
const FIRST_LOOK_MS = 2_000;
const LAST_LOOK_MS = 15_000;
/** Logs an upload's progress every few seconds, and when it is done. */
function progressLogger({ clock, logger }) {
    const started = clock.now();
    let lastLog = started;
    return (sent, total) => {
        const now = clock.now();
        if (sent < total && now - lastLog < PROGRESS_EVERY_MS)
            return;
        lastLog = now;
        const seconds = Math.max((now - started) / 1000, 0.001);
        const rate = sent / 1024 / 1024 / seconds;
        if (!Number.isFinite(total)) {
            // A body sent as the archive is written: its length is known only at its end.
            logger.info(`Uploaded ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(sent)} as the archive is written (${rate.toFixed(1)} MiB/s)`);
            return;
        }
        logger.info(`Uploaded ${Math.floor((sent / total) * 100)}% (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(sent)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(total)}, ${rate.toFixed(1)} MiB/s)`);
    };
}
/**
 * Creates the deployment of `archivePath` on `environment` of `instance`. With `launching`, a
 * 409 `invalid_instance_state` (the instance is still launching) is "not yet", tried again on
 * the clock until the deadline. An UncertainOutcomeError names the deployment the environment
 * shows when it is most likely this one (`startedAt` is when the run began).
 */
async function uploadArchive(target, archivePath, fields, deps, options) {
    const { client, clock, logger, signal } = deps;
    const params = {
        environment: target.environment,
        archivePath,
        ...(options.growing ? { growing: options.growing } : {}),
        ...(options.exact ? { exact: options.exact } : {}),
        ...fields,
    };
    const onProgress = deps.progress?.upload?.bind(deps.progress) ?? progressLogger(deps);
    const pauses = (0,_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .backOff */ .fu)(deps.pollMs, FIRST_LOOK_MS, LAST_LOOK_MS);
    let interval = pauses.first;
    for (;;) {
        try {
            const created = await client.createDeployment(target.instance, params, {
                signal,
                onProgress,
            });
            if (created.id === options.before)
                throw notCreated(target, created);
            return created;
        }
        catch (error) {
            if (error instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UncertainOutcomeError */ .u) {
                throw await withLikelyDeployment(error, deps, fields, options);
            }
            const launching = options.launching;
            if (!launching || !isStillLaunching(error))
                throw error;
            logger.info(`Instance ${target.instance} is not ready for deployments yet: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}`);
            const remaining = launching.deadline - clock.now();
            if (remaining <= 0) {
                throw new LaunchTimeoutError(`Instance ${target.instance} still refused deployments after ${launching.timeoutSeconds} s ` +
                    `(${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}). Raise 'launch-timeout', or look at the instance in the Amezmo dashboard.`);
            }
            await clock.sleep(Math.min(interval, remaining), signal);
            interval = Math.min(pauses.last, Math.round(interval * 1.5));
        }
    }
}
/**
 * An upload answered with the deployment that was current before it: no new deployment can be
 * told from that answer, and none is taken as this run's (its bytes were never proven to be
 * these).
 */
function notCreated(target, created) {
    return new _api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UncertainOutcomeError */ .u(`The Amezmo API answered the upload with deployment ${created.id}, the one current on ` +
        `environment '${target.environment}' before it, not a new one. The deployment may have ` +
        `been created all the same: check the deployments of environment '${target.environment}' ` +
        `on instance ${target.instance} in the Amezmo dashboard before running this again.`, undefined, { instanceId: target.instance, environment: target.environment });
}
function isStillLaunching(error) {
    return (error instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .hD && error.status === 409 && error.code === 'invalid_instance_state');
}
/**
 * After an upload whose answer was lost, or came before the whole archive was sent, the
 * deployment may exist. The API has no list of deployments, but the environment shows its
 * current one: when that is of this commit and ref, no older than this run, and not the one
 * current before the upload, it is named, so that nobody deploys again blindly.
 */
async function withLikelyDeployment(error, { client }, fields, { startedAt, before }) {
    try {
        // The run's signal may be aborted already: the look-up gets a few seconds of its own.
        const environment = await client.getEnvironment(error.instanceId, error.environment, {
            signal: AbortSignal.timeout(5_000),
            maxAttempts: 1,
        });
        const current = environment.current_deployment;
        const refName = fields.tag ?? fields.branch;
        const ours = current &&
            current.id !== before &&
            typeof current.commit === 'string' &&
            current.commit !== '' &&
            (fields.commit ?? '').startsWith(current.commit) &&
            refName !== undefined &&
            (current.branch === refName || current.tag === refName) &&
            Date.parse(current.created_at) >= startedAt - 60_000;
        if (ours) {
            const whose = error.archiveSent
                ? "it is most likely this run's"
                : "if it is this run's, it was made without the whole archive";
            return new _api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UncertainOutcomeError */ .u(`${error.message} Environment '${error.environment}' now shows deployment ${current.id} ` +
                `(${current.status}) of this commit: ${whose}.`, error.cause, { ...error, likelyDeployment: { id: current.id, status: current.status } });
        }
    }
    catch {
        // The look-up is a courtesy: the error already says where to check.
    }
    return error;
}


/***/ })

};
