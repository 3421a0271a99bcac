export const id = 413;
export const ids = [413];
export const modules = {

/***/ 2420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ targetOf),
/* harmony export */   Ng: () => (/* binding */ connect),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87977);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52839);
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80468);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81957);


/** The settings of a command, read from its flags and the variables, with `action`'s defaults. */
function sourceOf(invocation, terminal, specs, action, fixed) {
    return (0,_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .commandLineSource */ .PP)({
        specs,
        given: invocation.given,
        env: invocation.env,
        action,
        fixed,
        addSecret: (value) => terminal.addSecret(value),
    });
}
/** A client of the API the settings name, with the key they give. */
function connect(source, invocation, terminal) {
    const apiKey = (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseApiKey */ .Xu)(source.secret('api-key'), source.label('api-key'));
    const baseUrl = (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBaseUrl */ .Q2)(source.text('base-url'), source.label('base-url'));
    return (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createAmezmoClient */ .td)(baseUrl, apiKey, { logger: terminal.logger, env: invocation.env });
}
/** The instance and environment the settings name, checked. */
function targetOf(source) {
    return {
        instance: (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInstance */ .LW)((0,_settings_index_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredText */ .$4)(source, 'instance', 'set it to the id of your Amezmo instance, e.g. 1234.'), source.label('instance')),
        environment: (0,_settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEnvironment */ .Nq)((0,_settings_index_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredText */ .$4)(source, 'environment', "set it to the environment's name, e.g. production."), source.label('environment')),
    };
}


/***/ }),

/***/ 84413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rollbackCommand: () => (/* binding */ rollbackCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/ledger/artifacts.ts
var artifacts = __webpack_require__(39550);
;// CONCATENATED MODULE: ./src/artifacts/service.ts
// The archive store of a runner: GitHub's artifact service, through GitHub's own
// @actions/artifact, which speaks its protocol and its blob storage's. Loaded only by the shells
// that keep or read archives (the deploy and rollback actions, the command line's rollback): it
// is most of their bundles' size, so that the bundles of actions that keep nothing (preview,
// environments) carry none of that library.




/**
 * The store of a runner: @actions/artifact, with the job's runtime token to keep, and `token`
 * (which needs `actions: read`) to read an artifact of any run of the repository. Its log lines
 * are @actions/core's own, fenced by `quiet` so that the runner takes none as a command.
 */
function actionsArtifactStore(options) {
    const client = async () => new (await __webpack_require__.e(/* import() */ 376).then(__webpack_require__.bind(__webpack_require__, 54376))).DefaultArtifactClient();
    return {
        keep: (path, days) => options.quiet(async () => {
            const folder = (0,external_node_path_.join)(path, '..');
            const name = path.slice(folder.length + 1);
            try {
                const answer = await (await client()).uploadArtifact(name, [path], folder, {
                    retentionDays: days,
                    skipArchive: true,
                });
                if (answer.id === undefined)
                    throw new Error('the artifact service gave no id');
                return { id: answer.id, name, runId: options.runId };
            }
            catch (error) {
                throw new artifacts/* ArtifactError */.nE(keepProblem(error));
            }
        }),
        fetch: (kept, folder) => options.quiet(async () => {
            await (await client()).downloadArtifact(kept.id, {
                path: folder,
                skipDecompress: true,
                findBy: {
                    token: options.token,
                    workflowRunId: Number(kept.runId),
                    repositoryOwner: options.owner,
                    repositoryName: options.repo,
                },
            });
            const files = await (0,promises_.readdir)(folder);
            if (files.length !== 1) {
                throw new Error(`the download left ${files.length} files where one was expected`);
            }
            return (0,external_node_path_.join)(folder, files[0]);
        }),
    };
}
/** Why the archive could not be kept, and what to do: in a runner, the service is always there. */
function keepProblem(error) {
    const message = (0,errors/* messageOf */.bD)(error);
    if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message)) {
        return ('the step does not run in a GitHub Actions job that can keep artifacts (ACTIONS_RUNTIME_TOKEN ' +
            "or ACTIONS_RESULTS_URL is not set); set 'keep-days: 0' to keep none");
    }
    if (/GHES|Enterprise Server/i.test(message)) {
        return "GitHub Enterprise Server does not keep artifacts this way; set 'keep-days: 0' to keep none";
    }
    return message.replace(/\.$/, '');
}

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/pusher.ts
var pusher = __webpack_require__(24124);
// EXTERNAL MODULE: ./src/ledger/github.ts + 1 modules
var github = __webpack_require__(7744);
// EXTERNAL MODULE: ./src/ledger/releases.ts
var releases = __webpack_require__(48199);
// EXTERNAL MODULE: ./src/pipeline/environment.ts
var pipeline_environment = __webpack_require__(36151);
// EXTERNAL MODULE: ./src/pipeline/index.ts
var pipeline = __webpack_require__(77782);
// EXTERNAL MODULE: ./src/pipeline/health.ts
var health = __webpack_require__(7826);
// EXTERNAL MODULE: ./src/pipeline/workers.ts
var workers = __webpack_require__(51217);
;// CONCATENATED MODULE: ./src/rollback/flow.ts




function newRollbackRun(settings = {
    instance: '',
    environment: '',
    dryRun: false,
}) {
    return {
        instance: settings.instance,
        environment: settings.environment,
        dryRun: settings.dryRun,
        environmentUrl: '',
        skipped: false,
        skipReason: '',
        idName: 'GitHub deployment',
        live: undefined,
        chosen: undefined,
        candidates: [],
        release: undefined,
        restartedWorkers: [],
    };
}
/** How many releases a dry run lists. */
const LISTED = 20;
/** Finds the release, deploys its kept bytes again, and proves it healthy; never throws. */
async function runRollback(settings, context, deps) {
    const { logger, group, signal } = deps;
    let run = newRollbackRun(settings);
    try {
        const repository = (0,github_context/* splitRepository */.T8)(context.repository);
        const target = repository && deps.github
            ? { github: deps.github, owner: repository.owner, repo: repository.name, logger }
            : undefined;
        if (!deps.ledger && !target) {
            throw new Error(`GITHUB_REPOSITORY is '${context.repository}', not owner/name: the ledger of releases ` +
                "is kept in the repository's GitHub deployments.");
        }
        const ledger = deps.ledger ?? (0,github/* githubLedger */.VF)(target, deps.store);
        run = { ...run, idName: ledger.idName };
        const environment = await (0,pipeline_environment/* readEnvironment */.Qo)(deps.client, settings.instance, settings.environment, signal);
        run = { ...run, environmentUrl: (0,pipeline_environment/* environmentUrl */.fw)(environment) };
        const entries = await group(`Read the ledger of '${settings.environment}'`, () => readReleases(ledger, settings, logger, signal));
        const live = (0,releases/* liveEntry */.H$)(entries, environment.current_deployment_id);
        run = { ...run, live };
        logger.info(live
            ? `Live: commit ${(0,format/* shortSha */.Fu)(live.commit)}, Amezmo deployment ${live.deploymentId}, ` +
                `sha256 ${live.sha256}.`
            : `The live deployment (${environment.current_deployment_id ?? 'none'}) is not in the ` +
                'ledger: it was not deployed with this ledger.');
        if (settings.dryRun) {
            const candidates = await group('List the releases', () => listReleases(ledger, entries, live, signal));
            run = { ...run, candidates };
        }
        const chosen = await group('Choose the release', () => choose(ledger, entries, live, settings.to, signal, settings.howToAsk, logger));
        run = { ...run, chosen };
        logger.info(`Chosen: commit ${(0,format/* shortSha */.Fu)(chosen.commit)} (` +
            (ledger.idName === 'GitHub deployment' ? `GitHub deployment ${chosen.id}, ` : '') +
            `Amezmo deployment ${chosen.deploymentId}, sha256 ${chosen.sha256}, health ${chosen.health}).`);
        if (settings.dryRun) {
            const reason = `dry run: commit ${(0,format/* shortSha */.Fu)(chosen.commit)} would be deployed again; nothing was deployed.`;
            logger.notice(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}`);
            return { ...run, skipped: true, skipReason: reason };
        }
        if (live && chosen.sha256 === live.sha256) {
            const reason = `the release of commit ${(0,format/* shortSha */.Fu)(chosen.commit)} (sha256 ${chosen.sha256}) is the one ` +
                'live: nothing to deploy.';
            logger.notice(`Skipped: ${reason}`);
            return { ...run, skipped: true, skipReason: reason };
        }
        if (chosen.health !== 'healthy') {
            logger.warning(`The release of commit ${(0,format/* shortSha */.Fu)(chosen.commit)} was not verified healthy (its record ` +
                `says ${chosen.health}); deploying it again as asked.`);
        }
        const { redeploy } = await (0,pipeline/* loadRollback */.hU)();
        const release = await redeploy({
            release: chosen,
            instance: settings.instance,
            environment: settings.environment,
            fields: {
                ...(repository ? { repo_owner: repository.owner, repo_name: repository.name } : {}),
                pusher: (0,pusher/* resolvePusher */.i)(context, undefined),
            },
            dryRun: false,
            wait: true,
            waitTimeoutSeconds: settings.waitTimeoutSeconds,
            cancelOnAbort: settings.cancelOnAbort,
            mirror: target && {
                ...target,
                ref: chosen.commit,
                environment: settings.environment,
                environmentUrl: run.environmentUrl,
                logUrl: context.runUrl,
                startedText: `Rolling back: Amezmo ${settings.environment}`,
            },
            ledger: { keepDays: settings.keepDays, attempt: context.runAttempt, runId: context.runId },
            health: {
                ...settings.health,
                environmentUrl: run.environmentUrl,
                expectedCheck: (0,pipeline_environment/* healthCheckUrlOf */.xJ)(environment),
            },
            tempDir: context.tempDir,
            startedAt: deps.clock.now(),
            before: environment.current_deployment_id,
        }, { ...deps, ledger, journal: deps.ledger });
        run = { ...run, release };
        if (release.failure !== undefined)
            throw release.failure;
        if (release.health && (0,health/* failedHealth */.yD)(release.health.health)) {
            throw new health/* UnhealthyError */.P4(`The release of commit ${(0,format/* shortSha */.Fu)(chosen.commit)} (Amezmo deployment ${release.deploymentId ?? ''})`, release.health, release.health.health === 'not-live'
                ? 'Look at the environment in the Amezmo dashboard, then roll back again.'
                : 'It is live now: choose another release, or fix the application and deploy again.');
        }
        if (settings.workers.length > 0) {
            const restarts = await group('Restart workers', () => (0,workers/* restartWorkers */.L)(deps.client, settings.instance, settings.workers, logger, signal));
            run = { ...run, restartedWorkers: restarts.restarted };
            if (restarts.failed.length > 0) {
                const details = restarts.failed.map(({ id, message }) => `${id} (${message})`).join('; ');
                throw new Error(`Could not restart worker(s) ${details}. The rollback succeeded.`);
            }
        }
        return run;
    }
    catch (error) {
        return { ...run, failure: error };
    }
}
async function readReleases(ledger, settings, logger, signal) {
    let entries;
    try {
        entries = await ledger.read(settings, signal);
    }
    catch (error) {
        if (signal.aborted)
            throw error;
        throw new Error(`Could not read the ledger of releases: ${ledger.problem(error)}.`, {
            cause: error,
        });
    }
    if (entries.length === 0) {
        throw new Error(`The ledger (${ledger.place}) has no release of environment '${settings.environment}' ` +
            `on instance ${settings.instance}: ${ledger.howToRecord}, so deploy with it first.`);
    }
    logger.info(`Ledger: ${entries.length} release(s) of '${settings.environment}' in ${ledger.place}.`);
    return entries;
}
/** The release `to` names, with its health; an error naming what was looked for otherwise. */
async function choose(ledger, entries, live, to, signal, howToAsk, logger) {
    if (to.kind === 'previous') {
        const from = live ? entries.indexOf(live) + 1 : 0;
        const found = await ledger.lastHealthy(entries, {
            not: live?.sha256 ?? '',
            from,
            signal,
            warn: (message) => logger.warning(message),
        });
        if ('problem' in found)
            throw new Error(`Nothing to roll back to: ${found.problem}.`);
        return found.candidate;
    }
    const entry = ledger.find(entries, to, howToAsk);
    if (!entry.artifact) {
        throw new Error(`The release of commit ${(0,format/* shortSha */.Fu)(entry.commit)} has no archive kept (it was deployed ` +
            'with keep-days: 0), so its bytes cannot be deployed again.');
    }
    return { ...entry, health: await ledger.healthOf(entry, signal) };
}
/** The newest releases, with their health and whether their archives are still there. */
async function listReleases(ledger, entries, live, signal) {
    const listed = [];
    for (const entry of entries.slice(0, LISTED)) {
        const health = await ledger.healthOf(entry, signal);
        const artifact = entry.artifact;
        const state = artifact ? await ledger.archiveState({ ...entry, artifact }, signal) : 'not kept';
        listed.push({
            ...entry,
            health,
            archive: typeof state === 'string' ? state : 'unknown',
            live: entry === live,
        });
    }
    return listed;
}

// EXTERNAL MODULE: ./src/pipeline/report.ts
var report = __webpack_require__(62222);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
;// CONCATENATED MODULE: ./src/rollback/report.ts
// How one run of the rollback job is told: the outputs of rollback/action.yml, the facts of its
// job summary, and on a dry run the table of releases that could be deployed again. Pure.



/** Every output of rollback/action.yml, set on every run. */
function rollbackOutputs(run) {
    const release = run.release;
    return {
        skipped: String(run.skipped),
        'skip-reason': run.skipReason,
        commit: run.chosen?.commit ?? '',
        'deployment-id': release?.deploymentId === undefined ? '' : String(release.deploymentId),
        'deployment-status': release?.deploymentStatus ?? '',
        'archive-sha256': release?.archive?.sha256 ?? '',
        'environment-url': run.environmentUrl,
        ...(0,report/* healthOutputs */.Bv)(release),
        candidates: JSON.stringify(run.candidates.map((listed) => ({
            ...(run.idName === 'GitHub deployment' ? { github_deployment_id: listed.id } : {}),
            created_at: listed.createdAt,
            commit: listed.commit,
            sha256: listed.sha256,
            amezmo_deployment_id: listed.deploymentId,
            health: listed.health,
            archive: listed.archive,
            live: listed.live,
        }))),
    };
}
function outcome(run, error) {
    if (error)
        return `❌ Failed: ${error}`;
    if (run.skipped)
        return `⏭️ ${run.skipReason}`;
    return `⏪ Rolled back to ${(0,format/* shortSha */.Fu)(run.chosen?.commit ?? '')}`;
}
/** The summary: the facts of the run, and on a dry run the releases that could be deployed. */
function rollbackSummary(run, { error, links }) {
    const commitCell = (commit) => ({
        text: (0,format/* shortSha */.Fu)(commit),
        code: true,
        ...(links.repositoryUrl && /^[0-9a-f]{40}$/.test(commit)
            ? { href: `${links.repositoryUrl}/commit/${commit}` }
            : {}),
    });
    const facts = (0,summary/* presentFacts */.x$)([
        ['Outcome', { text: outcome(run, error) }],
        [
            'Environment',
            run.environment ? { text: `${run.environment} (instance ${run.instance})` } : undefined,
        ],
        [
            'URL',
            run.environmentUrl ? { text: run.environmentUrl, href: run.environmentUrl } : undefined,
        ],
        [
            'Live before',
            run.live
                ? {
                    text: `commit ${(0,format/* shortSha */.Fu)(run.live.commit)}, Amezmo deployment ${run.live.deploymentId}`,
                }
                : undefined,
        ],
        [
            // Deployed only once a deployment was made of it; else the release that was chosen.
            run.dryRun ? 'Would deploy' : run.release?.deploymentId !== undefined ? 'Deployed' : 'Chosen',
            run.chosen
                ? {
                    text: `commit ${(0,format/* shortSha */.Fu)(run.chosen.commit)}, sha256 ${run.chosen.sha256} ` +
                        `(${run.idName} ${run.chosen.id}, recorded ${run.chosen.health})`,
                }
                : undefined,
        ],
        [
            'Deployment',
            run.release?.deploymentId === undefined
                ? undefined
                : { text: `${run.release.deploymentId} (${run.release.deploymentStatus})` },
        ],
        ...(0,report/* healthFacts */.mv)(run.release),
        ['Run', links.runUrl ? { text: 'workflow run log', href: links.runUrl } : undefined],
    ]);
    const parts = [{ kind: 'facts', facts }];
    if (run.candidates.length > 0) {
        parts.push({ kind: 'text', cells: [{ text: 'Releases in the ledger, newest first:' }] });
        parts.push({
            kind: 'table',
            head: ['Date', 'Commit', 'sha256', 'Health', 'Archive', run.idName, ''],
            rows: run.candidates.map((listed) => [
                { text: listed.createdAt },
                commitCell(listed.commit),
                { text: `${listed.sha256.slice(0, 16)}…`, code: true },
                { text: listed.health },
                { text: listed.archive },
                { text: String(listed.id) },
                { text: listed.live ? 'live' : '' },
            ]),
        });
    }
    return parts;
}

// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __webpack_require__(80468);
// EXTERNAL MODULE: ./src/settings/health.ts
var settings_health = __webpack_require__(64471);
// EXTERNAL MODULE: ./src/settings/readers.ts
var readers = __webpack_require__(87977);
;// CONCATENATED MODULE: ./src/settings/rollback.ts



/**
 * Reads and checks the rollback job's settings. `ledgerFolder` is the folder the command line
 * keeps the ledger in, when it keeps one: then no GitHub token is needed.
 */
function readRollbackSettings(source, { ledgerFolder } = {}) {
    const label = source.label.bind(source);
    const apiKey = (0,readers/* parseApiKey */.Xu)(source.secret('api-key'), label('api-key'));
    const githubToken = (0,readers/* parseGitHubToken */.YD)(source.secret('github-token'));
    if (githubToken === '' && !ledgerFolder) {
        throw new settings_source/* InputError */.dz(`${label('github-token')} is required: the ledger of releases is kept in the repository's ` +
            'GitHub deployments. Leave it at its default, ${{ github.token }}.');
    }
    return {
        apiKey,
        githubToken,
        instance: (0,readers/* parseInstance */.LW)((0,settings_source/* requiredText */.$4)(source, 'instance', 'set it to the id of your Amezmo instance, e.g. 1234.'), label('instance')),
        environment: (0,readers/* parseEnvironment */.Nq)((0,settings_source/* requiredText */.$4)(source, 'environment', "set it to the environment's name, e.g. production."), label('environment')),
        baseUrl: (0,readers/* parseBaseUrl */.Q2)(source.text('base-url'), label('base-url')),
        to: parseTo(source.text('to'), label('to'), ledgerFolder ? 'the Amezmo deployment id of a release in the ledger' : undefined),
        dryRun: (0,settings_source/* booleanOf */.SF)(source, 'dry-run'),
        workers: (0,readers/* parseWorkers */.jO)(source.text('workers'), label('workers')),
        waitTimeoutSeconds: (0,readers/* parseWaitTimeout */.Mh)(source.text('wait-timeout'), label('wait-timeout')),
        cancelOnAbort: (0,settings_source/* booleanOf */.SF)(source, 'cancel-on-abort'),
        health: (0,settings_health/* readHealthSettings */.Ch)(source),
        keepDays: (0,settings_health/* parseKeepDays */.OD)(source.text('keep-days'), label('keep-days')),
        howToAsk: {
            to: (release) => (0,settings_source/* instruction */.xP)(source, 'to', release).replace(/^(set|pass) /, ''),
            list: (0,settings_source/* instruction */.xP)(source, 'dry-run', 'true'),
        },
    };
}
/**
 * `previous`, a commit sha (7 to 40 hex digits), or the id of a release in the ledger (digits: a
 * GitHub deployment's, or in a ledger folder the Amezmo deployment's).
 */
function parseTo(value, label = "Input 'to'", idName = 'a GitHub deployment id') {
    if (value === 'previous')
        return { kind: 'previous' };
    // All digits: a GitHub deployment id, or (7 digits or more) a commit abbreviated; both are tried.
    if (/^\d{1,19}$/.test(value))
        return { kind: 'id-or-sha', text: value };
    if (/^[0-9a-f]{7,40}$/i.test(value))
        return { kind: 'sha', text: value.toLowerCase() };
    throw (0,settings_source/* has */.zy)(label, value, `use previous, a commit sha (at least 7 hex digits), or ${idName}.`);
}

// EXTERNAL MODULE: ./src/settings/clients.ts + 1 modules
var settings_clients = __webpack_require__(52839);
// EXTERNAL MODULE: ./src/cli/ledger.ts + 1 modules
var cli_ledger = __webpack_require__(35987);
// EXTERNAL MODULE: ./src/cli/ci.ts
var ci = __webpack_require__(64348);
// EXTERNAL MODULE: ./src/cli/connect.ts
var connect = __webpack_require__(2420);
// EXTERNAL MODULE: ./src/cli/flags.ts
var flags = __webpack_require__(95377);
// EXTERNAL MODULE: ./src/cli/job.ts + 1 modules
var job = __webpack_require__(69592);
;// CONCATENATED MODULE: ./src/cli/rollback.ts








async function rollbackCommand(invocation, terminal, signal) {
    const { env, given } = invocation;
    const ledgerDir = (0,cli_ledger/* ledgerDirOf */.s4)(invocation);
    // With GitHub's ledger the archive read back is deployed as it is: none is kept again from
    // here. A ledger folder keeps it again (it is the same file) for --keep-days.
    const source = (0,connect/* sourceOf */.vz)(invocation, terminal, flags/* ROLLBACK_FLAGS */.rB, 'rollback', ledgerDir === undefined ? { 'keep-days': '0' } : { 'github-token': '' });
    if (ledgerDir === undefined && (env.GITHUB_TOKEN ?? '') === '') {
        throw new settings_source/* InputError */.dz((0,cli_ledger/* noLedger */.Dw)('rollback', 'may read actions and write deployments'));
    }
    const settings = readRollbackSettings(source, { ledgerFolder: ledgerDir?.path });
    const trigger = (0,ci/* detectTrigger */.aj)(env, {});
    const context = (repository, pusher) => ({
        eventName: '',
        ref: '',
        headRef: '',
        sha: '',
        repository,
        actor: '',
        actorId: '',
        payload: pusher ? { pusher: { email: pusher } } : {},
        runUrl: trigger.jobUrl,
        repositoryUrl: '',
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        tempDir: invocation.tempDir,
    });
    if (ledgerDir !== undefined) {
        // No GitHub at all: the release deployed again is recorded in the folder too, with the
        // CI's repository and pusher.
        const ledger = await (0,cli_ledger/* openLedger */.au)(ledgerDir, 'read');
        return rollBack({ invocation, terminal, signal }, settings, {
            context: context(given.repository ?? trigger.repository, trigger.pusher),
            deps: () => ({ ledger, store: ledger.store }),
            repositoryUrl: '',
        });
    }
    const { repository, named } = (0,cli_ledger/* ledgerRepositoryOf */.Vg)(invocation);
    return rollBack({ invocation, terminal, signal }, settings, {
        context: context(repository, ''),
        deps: ({ use, clients }) => ({
            github: use((0,settings_clients/* createGitHubApiClient */.fZ)(settings.githubToken, context('', '').apiUrl, clients)),
            // Reading an artifact of another run needs only the token; nothing is kept from here.
            store: actionsArtifactStore({
                token: settings.githubToken,
                owner: named.owner,
                repo: named.name,
                runId: '',
                quiet: (work) => terminal.quiet(work),
            }),
        }),
        repositoryUrl: `${env.GITHUB_SERVER_URL || 'https://github.com'}/${repository}`,
    });
}
/** Runs the rollback job on the ledger `where` gives, and tells the run. */
async function rollBack(command, settings, where) {
    const { invocation, terminal, signal } = command;
    return (0,job/* runJob */.b)(command, {
        work: async (scope) => runRollback(settings, where.context, {
            ...where.deps(scope),
            client: scope.use((0,settings_clients/* createAmezmoClient */.td)(settings.baseUrl, settings.apiKey, scope.clients)),
            clock: invocation.clock,
            logger: terminal.logger,
            group: (title, phase) => terminal.group(title, phase),
            signal,
            probe: scope.use((0,settings_clients/* createHealthProbe */.LU)(invocation.clock, scope.clients)).probe,
            ...(0,readers/* readPace */.iz)(invocation.env),
            progress: terminal.progress(settings.waitTimeoutSeconds),
        }),
        told: (run) => ({
            outputs: rollbackOutputs(run),
            parts: (shown) => rollbackSummary(run, {
                error: shown,
                links: { runUrl: where.context.runUrl, repositoryUrl: where.repositoryUrl },
            }),
        }),
    });
}


/***/ }),

/***/ 24124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ resolvePusher)
/* harmony export */ });
function record(value) {
    return typeof value === 'object' && value !== null ? value : {};
}
// A plain address of printable ASCII, as the service checks it; anything else in a payload is
// passed over rather than sent.
const EMAIL = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;
function isEmail(value) {
    return (typeof value === 'string' &&
        value.length <= 254 &&
        EMAIL.test(value) &&
        !/[^\x21-\x7e]/.test(value));
}
/**
 * Who gets recorded as the pusher: the input, else the event's e-mails, else the actor's no-reply
 * address. A run with no actor (the command line outside GitHub Actions) records none.
 */
function resolvePusher(context, input) {
    if (input)
        return input;
    const { payload } = context;
    const pusherEmail = record(payload.pusher).email;
    if (isEmail(pusherEmail))
        return pusherEmail;
    const authorEmail = record(record(payload.head_commit).author).email;
    if (isEmail(authorEmail))
        return authorEmail;
    if (context.actor === '')
        return undefined;
    const login = /^[A-Za-z0-9-]{1,39}(\[bot\])?$/.test(context.actor)
        ? context.actor
        : 'github-actions';
    return context.actorId
        ? `${context.actorId}+${login}@users.noreply.github.com`
        : `${login}@users.noreply.github.com`;
}


/***/ }),

/***/ 51217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ restartWorkers)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);

/** Restarts every listed worker at once; one failing does not stop the others. */
async function restartWorkers(client, instanceId, workerIds, logger, signal) {
    const results = await Promise.allSettled(workerIds.map((id) => client.restartWorker(instanceId, id, { signal })));
    const restarted = [];
    const failed = [];
    results.forEach((result, index) => {
        const id = workerIds[index];
        if (result.status === 'fulfilled') {
            restarted.push(id);
            logger.info(`Worker ${id} (${result.value.name}): ${result.value.status}`);
        }
        else {
            failed.push({ id, message: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(result.reason) });
            logger.info(`Worker ${id}: failed: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(result.reason)}`);
        }
    });
    return { restarted, failed };
}


/***/ })

};
