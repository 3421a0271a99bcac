export const id = 625;
export const ids = [625];
export const modules = {

/***/ 7625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RolloutStoppedError: () => (/* reexport */ RolloutStoppedError),
  rolloutOutputs: () => (/* reexport */ rolloutOutputs),
  rolloutSummary: () => (/* reexport */ rolloutSummary),
  runRollout: () => (/* reexport */ runRollout),
  targetName: () => (/* reexport */ targetName),
  targetsResult: () => (/* reexport */ targetsResult),
  waveSizes: () => (/* reexport */ waveSizes),
  wavesOf: () => (/* reexport */ wavesOf)
});

;// CONCATENATED MODULE: ./src/waves/plan.ts
// A rollout's plan, pure: the targets a list names, and how the `waves` setting splits them
// (the settings themselves are read in src/settings/rollout.ts). Data before any request, tested
// with tables.
/**
 * How many targets each wave takes, out of `total`. A share is of all the targets, rounded up
 * (25% of 6 is 2), so that no wave is empty; a wave takes no more than are left, and waves that
 * would find none left are dropped. Targets left once the steps are done make one last wave, as
 * if the steps ended in `rest`.
 */
function waveSizes(steps, total) {
    const sizes = [];
    let left = total;
    for (const step of steps) {
        if (left === 0)
            break;
        const wanted = step.kind === 'rest'
            ? left
            : step.kind === 'count'
                ? step.count
                : Math.max(1, Math.ceil((step.percent * total) / 100 - 1e-9));
        const size = Math.min(wanted, left);
        sizes.push(size);
        left -= size;
    }
    if (left > 0)
        sizes.push(left);
    return sizes;
}
/** The wave of each target (1, 2, …), in the list's order. */
function wavesOf(steps, total) {
    return waveSizes(steps, total).flatMap((size, index) => Array(size).fill(index + 1));
}
/** How a target is named in the log and the report: its label, or where it is. */
function targetName(target) {
    const where = `${target.instance}/${target.environment}`;
    return target.label ? `${target.label} (${where})` : where;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/checks/wait.ts + 1 modules
var wait = __webpack_require__(86883);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/pipeline/failure.ts
var failure = __webpack_require__(22948);
// EXTERNAL MODULE: ./src/pipeline/archive.ts + 1 modules
var archive = __webpack_require__(47748);
// EXTERNAL MODULE: ./src/pipeline/index.ts
var pipeline = __webpack_require__(77782);
// EXTERNAL MODULE: ./src/pipeline/health.ts
var health = __webpack_require__(7826);
// EXTERNAL MODULE: ./src/deploy/flow.ts + 3 modules
var flow = __webpack_require__(2259);
// EXTERNAL MODULE: ./src/deploy/deliver.ts + 9 modules
var deliver = __webpack_require__(56984);
;// CONCATENATED MODULE: ./src/waves/rollout.ts
// A rollout: one archive, built once, deployed to many targets in waves. Each target is a run of
// the deploy job (its decision, its ledger, the same-bytes skip, its health and its own GitHub
// environment), at most `maxParallel` at once; each wave is proven before the next starts,
// after `waveWaitMs`. At the first target not proven healthy nothing more starts, those in
// flight are followed to their end, and with `rollback-all` every target the rollout changed is
// put back to its own last healthy release, in parallel, each proven again.








/**
 * A target failed: the rollout stopped there, and says what became of the others. The failed
 * target's own rollback, if any, is in its detail; the counts are of the other targets only.
 */
class RolloutStoppedError extends errors/* AmezmoDeployError */.n2 {
    errorCode = 'rollout-stopped';
    constructor(failed, results) {
        const count = (outcome) => results.filter((r) => r.target !== failed.target && r.outcome === outcome).length;
        const others = count('failed');
        // As it stands once rollback-all tried to put it back too.
        const self = results.find((r) => r.target === failed.target) ?? failed;
        super(`Target ${targetName(failed.target)} in wave ${failed.wave} failed: ${self.detail} ` +
            `The rollout stopped there. Of the other targets: ${count('not-started')} not started, ` +
            `${count('rolled-back')} rolled back to their last healthy release, ` +
            `${count('deployed')} left on the new release` +
            (others > 0 ? `, ${others} failed too.` : '.'));
        this.name = 'RolloutStoppedError';
    }
}
/** Deploys the archive to every target in waves; never throws. */
async function runRollout(settings, context, deps) {
    const { targets } = settings.rollout;
    const waveOf = wavesOf(settings.rollout.waves, targets.length);
    const waves = Math.max(0, ...waveOf);
    const started = deps.clock.now();
    const results = targets.map((target, index) => ({
        target,
        wave: waveOf[index] ?? waves,
        outcome: 'not-started',
        deploymentId: undefined,
        health: '',
        rolledBackTo: '',
        detail: '',
        durationMs: 0,
    }));
    let run = { targets: results, waves, sha256: '' };
    let archive;
    try {
        // The commit's checks are asked once, before anything is built: never once a target.
        const { checks } = settings;
        if (checks) {
            const folder = settings.source.kind === 'build' ? settings.source.build.path : undefined;
            const head = folder === undefined ? undefined : await deps.gitHead(folder);
            const where = {
                commit: head?.sha ?? context.sha,
                repository: context.repository,
                runId: context.runId,
            };
            await deps.group("Wait for the commit's checks", () => (0,wait/* requireChecks */.Nq)(checks, { ...deps, ...where }));
        }
        archive = await archiveOnce(settings, context, deps);
        // Kept only for the targets changed, until the rollout ends: what a rollback starts from.
        const changed = new Map();
        let failed;
        for (let wave = 1; wave <= waves && !failed; wave++) {
            const members = results.flatMap((result, index) => (result.wave === wave ? [index] : []));
            deps.logger.info(`Wave ${wave} of ${waves} started: ${members.map((i) => targetName(targets[i])).join(', ')}.`);
            const source = archive.source;
            await inParallel(members, settings.rollout.maxParallel, async (index) => {
                if (failed || deps.signal.aborted)
                    return;
                const target = targets[index];
                const at = deps.clock.now();
                const deployed = await (0,flow/* runDeploy */.z)(targetSettings(settings, target, source), context, targetDeps(deps, target));
                const result = resultOf(results[index], deployed, deps.signal);
                results[index] = { ...result, durationMs: deps.clock.now() - at };
                if (changedBy(result, deployed))
                    changed.set(index, deployed);
                if (result.outcome === 'failed')
                    failed ??= results[index];
            });
            const tally = ['deployed', 'skipped', 'failed']
                .map((outcome) => `${members.filter((i) => results[i]?.outcome === outcome).length} ${outcome}`)
                .join(', ');
            deps.logger.info(`Wave ${wave} of ${waves} ended: ${tally}.`);
            if (!failed && wave < waves && settings.rollout.waveWaitMs > 0) {
                const waitMs = deps.waveWaitMs ?? settings.rollout.waveWaitMs;
                deps.logger.info(`Waiting ${formatWait(waitMs)} before wave ${wave + 1}.`);
                await deps.clock.sleep(waitMs, deps.signal);
            }
        }
        run = { ...run, sha256: archive.sha256 };
        if (!failed)
            return run;
        const source = archive.source;
        // A cancelled run deploys nothing more, not even a rollback: it was asked to stop.
        if (settings.rollout.onFailure === 'rollback-all' && changed.size > 0 && !deps.signal.aborted) {
            deps.logger.warning(`Rolling back the ${changed.size} target(s) this rollout changed, each to its last healthy release.`);
            await inParallel([...changed.keys()], settings.rollout.maxParallel, async (index) => {
                const target = targets[index];
                const attempt = await (0,deliver.rollBackRun)(targetSettings(settings, target, source), context, targetDeps(deps, target), changed.get(index)).catch((error) => ({ problem: (0,failure/* failureOf */.g)(error, deps.signal).message }));
                const before = results[index];
                const after = rolledBack(before, attempt);
                // The target that stopped the rollout stays failed, and says what its rollback came to.
                results[index] = before.outcome === 'failed' ? stillFailed(before, after) : after;
            });
        }
        return { ...run, failure: new RolloutStoppedError(failed, results) };
    }
    catch (error) {
        return { ...run, failure: error };
    }
    finally {
        await archive?.dispose();
        deps.logger.debug(`Rollout took ${deps.clock.now() - started} ms.`);
    }
}
async function archiveOnce(settings, context, deps) {
    const source = settings.source;
    if (source.kind === 'given') {
        // Read once, so that a file written between waves is refused, not sent to the later ones.
        const { sha256 } = await (0,archive/* readGivenArchive */.aA)(source.archive, source.ignored, deps);
        deps.logger.info(`One archive for ${settings.rollout.targets.length} target(s): sha256 ${sha256}.`);
        return {
            source: { ...source, archive: { ...source.archive, sha256 }, ignored: [] },
            sha256,
            dispose: async () => { },
        };
    }
    const first = settings.rollout.targets[0];
    const head = await deps.gitHead(source.build.path);
    const { deployRelease } = await (0,pipeline/* loadRelease */.U)();
    // A dry run of the pipeline builds the archive and uploads nothing; kept, to be read by each
    // target's upload in turn, so that one archive is on disk however many targets there are.
    const built = await deployRelease({
        instance: first.instance,
        environment: first.environment,
        source: { kind: 'build', build: { ...source.build, keepArchive: true } },
        fields: { commit: head?.sha ?? context.sha },
        commitTime: head?.time,
        commitTimeFrom: head?.timeFrom,
        dryRun: true,
        wait: false,
        waitTimeoutSeconds: settings.waitTimeoutSeconds,
        cancelOnAbort: settings.cancelOnAbort,
        tempDir: context.tempDir,
        startedAt: deps.clock.now(),
    }, deps);
    if (built.failure !== undefined)
        throw built.failure;
    const facts = built.archive;
    if (!facts)
        throw new Error('The archive was not built.');
    deps.logger.info(`One archive for ${settings.rollout.targets.length} target(s): sha256 ${facts.sha256}.`);
    return {
        source: {
            kind: 'given',
            archive: { path: facts.path, size: facts.size, format: 'zip', sha256: facts.sha256 },
            ignored: [],
            ...(head ? { builtFrom: head } : {}),
        },
        sha256: facts.sha256,
        dispose: async () => {
            if (!source.build.keepArchive)
                await (0,promises_.rm)((0,external_node_path_.dirname)(facts.path), { recursive: true, force: true });
        },
    };
}
/** The deploy job's settings for one target: its place, the archive; its success retires no other's. */
function targetSettings(settings, target, source) {
    return {
        ...settings,
        // Asked once for the whole rollout.
        checks: undefined,
        instance: target.instance,
        environment: target.environment,
        retireEarlier: false,
        source,
        workers: target.workers ?? [],
        health: target.healthUrl ? { ...settings.health, url: target.healthUrl } : settings.health,
        // With rollback-all, the target that fails is put back as every other one is.
        onUnhealthy: settings.rollout.onFailure === 'rollback-all' ? 'rollback' : settings.onUnhealthy,
    };
}
/** A target's run logs under its name; its phases are lines, as targets run side by side. */
function targetDeps(deps, target) {
    const name = targetName(target);
    const logger = {
        debug: (message) => deps.logger.debug(`[${name}] ${message}`),
        info: (message) => deps.logger.info(`[${name}] ${message}`),
        warning: (message) => deps.logger.warning(`[${name}] ${message}`),
        notice: (message) => deps.logger.notice(`[${name}] ${message}`),
    };
    return {
        ...deps,
        logger,
        group: (title, phase) => {
            logger.info(title);
            return phase();
        },
        progress: undefined,
    };
}
/** What a target's run came to. */
function resultOf(base, deployed, signal) {
    const release = deployed.release;
    const health = release?.health?.health ?? (release?.succeeded ? 'unchecked' : '');
    const deploymentId = release?.deploymentId ?? release?.alreadyLive?.deploymentId;
    if (deployed.failure !== undefined) {
        const rollback = deployed.rollback;
        const back = rollback && 'to' in rollback && rollback.release.succeeded;
        return {
            ...base,
            outcome: 'failed',
            deploymentId,
            health,
            rolledBackTo: back ? rollback.to.commit : '',
            detail: (0,failure/* failureOf */.g)(deployed.failure, signal).message,
        };
    }
    if (deployed.skipped || deployed.dryRun) {
        const why = deployed.skipped ? deployed.skipReason : 'a dry run uploads nothing.';
        return { ...base, outcome: 'skipped', deploymentId, health, detail: why };
    }
    return { ...base, outcome: 'deployed', deploymentId, health };
}
/**
 * Whether the target runs this rollout's release now: deployed, or failed after its deployment
 * succeeded (its workers could not be restarted, say) without a rollback of its own, and was not
 * replaced since by a later deployment (which a rollback would undo).
 */
function changedBy(result, deployed) {
    if (result.outcome === 'deployed')
        return true;
    const release = deployed.release;
    return (result.outcome === 'failed' &&
        release?.succeeded === true &&
        !deployed.rollback &&
        !(0,health/* replacedLater */.xg)(release.health));
}
/** The target that stopped the rollout, once rollback-all tried to put it back: still failed. */
function stillFailed(before, after) {
    const back = after.rolledBackTo
        ? `It was rolled back to commit ${(0,format/* shortSha */.Fu)(after.rolledBackTo)}.`
        : '';
    const said = after.detail === before.detail ? back : after.detail;
    return { ...after, outcome: 'failed', detail: [before.detail, said].filter(Boolean).join(' ') };
}
/** What a target the rollout changed came to once it was put back, or could not be. */
function rolledBack(base, attempt) {
    if ('problem' in attempt) {
        return { ...base, detail: `It could not be rolled back: ${attempt.problem}.` };
    }
    const health = attempt.release.health?.health ?? 'unchecked';
    const to = `commit ${(0,format/* shortSha */.Fu)(attempt.to.commit)} (Amezmo deployment ${attempt.to.deploymentId})`;
    if (attempt.release.failure !== undefined || health === 'unhealthy' || health === 'not-live') {
        return {
            ...base,
            outcome: 'failed',
            health,
            detail: `Its rollback to ${to} was not proven healthy (${health}).`,
        };
    }
    return { ...base, outcome: 'rolled-back', health, rolledBackTo: attempt.to.commit };
}
/** `30 s`, `5 min`, `250 ms`. */
function formatWait(ms) {
    if (ms < 1000)
        return `${ms} ms`;
    if (ms < 60_000 || ms % 60_000 !== 0)
        return `${Math.round(ms / 1000)} s`;
    return `${ms / 60_000} min`;
}
/** Runs `work` on each item, at most `limit` at once, in the items' order. */
async function inParallel(items, limit, work) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await work(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// EXTERNAL MODULE: ./src/deploy/report.ts + 2 modules
var report = __webpack_require__(55253);
// EXTERNAL MODULE: ./src/deploy/run.ts
var deploy_run = __webpack_require__(60114);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
;// CONCATENATED MODULE: ./src/waves/report.ts
// How a rollout is told: the `targets-result` output (and the command line's --json), and the
// job summary's one table, a row a target. Pure: the shell writes what these make.




/** Each target's result, in the list's order. */
function targetsResult(run) {
    return run.targets.map((result) => ({
        instance: result.target.instance,
        environment: result.target.environment,
        label: result.target.label ?? '',
        wave: result.wave,
        outcome: result.outcome,
        'deployment-id': result.deploymentId ?? null,
        health: result.health,
        'rolled-back-to': result.rolledBackTo,
    }));
}
/** The deploy action's outputs for a rollout: `targets-result`, and whether it deployed nothing. */
function rolloutOutputs(run) {
    return {
        ...(0,report/* deployOutputs */.gf)((0,deploy_run/* newDeployRun */.J)()),
        skipped: String(run.targets.length > 0 && run.targets.every((result) => result.outcome === 'skipped')),
        'targets-result': JSON.stringify(targetsResult(run)),
    };
}
const OUTCOME = {
    deployed: '✅ deployed',
    skipped: '⏭️ skipped',
    failed: '❌ failed',
    'not-started': '⏸️ not started',
    'rolled-back': '↩️ rolled back',
};
/** The summary's parts: what the rollout came to, then one row a target. */
function rolloutSummary(run, { error, durationMs }) {
    const count = (outcome) => run.targets.filter((result) => result.outcome === outcome).length;
    const outcome = error
        ? `❌ Failed: ${error}`
        : `✅ ${count('deployed')} deployed, ${count('skipped')} skipped, in ${run.waves} wave(s)`;
    const facts = (0,summary/* presentFacts */.x$)([
        ['Outcome', { text: outcome }],
        ['Archive', run.sha256 ? { text: `sha256 ${run.sha256}`, code: true } : undefined],
        [
            'Duration',
            durationMs === undefined ? undefined : { text: `${(durationMs / 1000).toFixed(1)} s` },
        ],
    ]);
    return [
        { kind: 'facts', facts },
        {
            kind: 'table',
            head: ['Target', 'Wave', 'Outcome', 'Deployment', 'Health', 'Time', 'Rolled back to'],
            rows: run.targets.map((result) => [
                { text: targetName(result.target) },
                { text: String(result.wave) },
                { text: OUTCOME[result.outcome] },
                { text: result.deploymentId === undefined ? '' : String(result.deploymentId) },
                { text: result.health },
                { text: result.durationMs > 0 ? `${(result.durationMs / 1000).toFixed(1)} s` : '' },
                { text: result.rolledBackTo ? `commit ${(0,format/* shortSha */.Fu)(result.rolledBackTo)}` : '' },
            ]),
        },
    ];
}

;// CONCATENATED MODULE: ./src/waves/index.ts
// src/waves/: a rollout of one archive to many targets, in waves.





/***/ })

};
