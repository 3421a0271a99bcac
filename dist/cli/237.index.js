export const id = 237;
export const ids = [237];
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

/***/ 7237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  figuresCommand: () => (/* binding */ figuresCommand)
});

// EXTERNAL MODULE: ./src/github/compare.ts
var compare = __webpack_require__(20480);
// EXTERNAL MODULE: ./src/ledger/record.ts
var record = __webpack_require__(97016);
;// CONCATENATED MODULE: ./src/figures/history.ts
// The history of an environment's releases, from the ledger's entries and how each one's run
// ended (pure: the entries are read elsewhere). Newest first, as the ledger answers them. How a
// release ended is told from the releases after it: the newest release that went live is live;
// one that went live and that a later one replaced was replaced, or rolled back when what
// replaced it deployed an earlier release's bytes again (a rollback, `redeploy_of`); one whose
// deployment failed or was cancelled, or that the environment did not run (`not-live`), never
// went live (the release before it stayed).

/** Whether the release's run has ended. */
function hasEnded(release) {
    return record/* ENDED_STATES */.cW.includes(release.outcome.state);
}
/**
 * Whether the release went live: a status says so (its deployment succeeded, or a run found it
 * healthy or unhealthy: see ReleaseOutcome.wasLive), or its run has not ended (a deployment not
 * followed, `wait: false`). One found `not-live`, and never live since, did not.
 */
function wentLive(release) {
    return !hasEnded(release) || release.outcome.wasLive;
}
/** The environment's history: each release, newest first, with how it ended. */
function historyOf(releases) {
    const commitOf = (id) => id === undefined ? undefined : releases.find((release) => release.id === id)?.commit;
    // The release that went live after each one, walking from the newest.
    let replacer;
    return releases.map((release) => {
        let ended;
        let rolledBackTo;
        if (!wentLive(release)) {
            ended = 'never-live';
        }
        else {
            if (!replacer)
                ended = 'live';
            else if (replacer.redeployOf === undefined)
                ended = 'replaced';
            else {
                ended = 'rolled-back';
                rolledBackTo = commitOf(replacer.redeployOf);
            }
            replacer = release;
        }
        const rollbackOf = commitOf(release.redeployOf);
        return {
            id: release.id,
            deploymentId: release.deploymentId,
            commit: release.commit,
            sha256: release.sha256,
            start: release.createdAt,
            end: hasEnded(release) ? release.outcome.at : '',
            health: release.outcome.health,
            ended,
            ...(rolledBackTo === undefined ? {} : { rolledBackTo }),
            ...(rollbackOf === undefined ? {} : { rollbackOf }),
        };
    });
}

;// CONCATENATED MODULE: ./src/figures/figures.ts
// The delivery figures of an environment, counted from its ledger as ./definitions.ts says
// (pure: the releases, how each ended, and the times of the commits each brought are read
// elsewhere and passed in). Releases are taken in the ledger's order, not sorted by their
// times: a runner whose clock is off cannot reorder them, and a duration it makes negative is
// left out and counted in `skewed`, never reported.

const DAY_MS = 86_400_000;
/** Whether a release was proven healthy. */
function proven(release) {
    return release.outcome.health === 'healthy';
}
/**
 * Whether a release failed: its own run found it unhealthy or not live, or its deployment
 * failed. A later run that proves it healthy restores it; it does not undo the failure.
 */
function failed(release) {
    if (!hasEnded(release))
        return false;
    const { state, health } = release.outcome.ran;
    return (health === 'unhealthy' || health === 'not-live' || state === 'failure' || state === 'error');
}
/** When a failed release was proven healthy again, by a later run; NaN when it was not. */
function reprovenAt(release) {
    return proven(release) ? Date.parse(release.outcome.healthySince) : Number.NaN;
}
/** The releases whose record was made in the window, by index into `releases`. */
function inWindow(request) {
    const from = request.since.getTime();
    const inside = new Set();
    request.releases.forEach((release, index) => {
        const made = Date.parse(release.createdAt);
        if (Number.isFinite(made) && made >= from)
            inside.add(index);
    });
    return inside;
}
/**
 * The commits to read for each release whose lead time is measured: those after the commit of
 * the newest earlier release proven healthy, up to its own. A commit first released broken is
 * delivered by the release that then runs it healthy, and is measured there. Where none read is
 * proven, the newest earlier one that went live bounds them.
 */
function commitsToRead(request) {
    const { releases } = request;
    const inside = inWindow({ ...request, now: request.since, commitTimes: new Map() });
    const wanted = [];
    releases.forEach((release, index) => {
        if (!inside.has(index) || !measured(release))
            return;
        const earlier = releases.slice(index + 1);
        const before = earlier.find(proven) ?? earlier.find(wentLive);
        wanted.push({ id: release.id, base: before?.commit, head: release.commit });
    });
    return wanted;
}
/** Whether a release's lead time is measured: a change (not a rollback) proven healthy. */
function measured(release) {
    return release.redeployOf === undefined && proven(release) && hasEnded(release);
}
/** The `p` quantile (0 to 1) of `values` by nearest rank; null when there are none. */
function nearestRank(values, p) {
    if (values.length === 0)
        return null;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}
/** The environment's delivery figures over the window, as ./definitions.ts defines them. */
function deliveryFigures(request) {
    const { releases } = request;
    const history = historyOf(releases);
    const inside = inWindow(request);
    let skewed = 0;
    /** A duration in whole seconds from `from` to `to` (ms); undefined when negative or unknown. */
    const seconds = (from, to) => {
        if (!Number.isFinite(from) || !Number.isFinite(to))
            return undefined;
        if (to < from) {
            skewed++;
            return undefined;
        }
        return Math.round((to - from) / 1000);
    };
    const leadTimes = [];
    for (const [index, release] of releases.entries()) {
        if (!inside.has(index) || !measured(release))
            continue;
        const end = Date.parse(release.outcome.at);
        const times = request.commitTimes.get(release.id) ??
            (release.commitTime === undefined ? [] : [release.commitTime]);
        for (const time of times) {
            const lead = seconds(time * 1000, end);
            if (lead !== undefined)
                leadTimes.push(lead);
        }
    }
    let changes = 0;
    let failures = 0;
    for (const [index, release] of releases.entries()) {
        if (!inside.has(index) || release.redeployOf !== undefined)
            continue;
        const rolledBack = history[index].ended === 'rolled-back';
        if (failed(release) || rolledBack)
            failures++;
        if (failed(release) || rolledBack || proven(release))
            changes++;
    }
    // Oldest first: an incident opens at a failed release's end and closes at the end of the next
    // release proven healthy, or when the failed one is proven healthy again by a later run; every
    // release in between, and that one, is rework, as is a rollback.
    const restores = [];
    let rework = 0;
    let openedAt;
    // When a failed release of the open incident was proven healthy again by a later run: the
    // incident ends then, unless a later release ends it sooner; a failure after it opens another.
    let reproven;
    const restoredAt = (at) => {
        const restore = seconds(openedAt, at);
        if (restore !== undefined)
            restores.push(restore);
        openedAt = undefined;
        reproven = undefined;
    };
    for (let index = releases.length - 1; index >= 0; index--) {
        const release = releases[index];
        const counted = inside.has(index);
        // A release made after the proof is after the incident (one whose time cannot be read too).
        const made = Date.parse(release.createdAt);
        if (openedAt !== undefined && reproven !== undefined && !(made <= reproven)) {
            restoredAt(reproven);
        }
        if (counted && (openedAt !== undefined || release.redeployOf !== undefined))
            rework++;
        if (failed(release)) {
            const at = Date.parse(release.outcome.ran.at);
            if (openedAt === undefined && counted)
                openedAt = at;
            const again = reprovenAt(release);
            if (openedAt !== undefined && Number.isFinite(again)) {
                reproven = reproven === undefined ? again : Math.min(reproven, again);
            }
        }
        else if (openedAt !== undefined && proven(release) && hasEnded(release)) {
            const end = Date.parse(release.outcome.at);
            restoredAt(reproven === undefined ? end : Math.min(reproven, end));
        }
    }
    if (openedAt !== undefined && reproven !== undefined)
        restoredAt(reproven);
    const deployments = inside.size;
    const days = Math.max(request.now.getTime() - request.since.getTime(), 0) / DAY_MS;
    return {
        deployments,
        deploymentsPerDay: days > 0 ? deployments / days : deployments,
        changeFailureRate: changes > 0 ? failures / changes : null,
        leadTimeMedianS: nearestRank(leadTimes, 0.5),
        leadTimeP90S: nearestRank(leadTimes, 0.9),
        timeToRestoreMedianS: nearestRank(restores, 0.5),
        rework,
        commitsMeasured: leadTimes.length,
        restored: restores.length,
        skewed,
    };
}
/** The figures as `stats --json` gives them: numbers, or null where there is nothing to count. */
function figuresJson(figures) {
    return {
        deployments: figures.deployments,
        'deployments-per-day': figures.deploymentsPerDay,
        'change-failure-rate': figures.changeFailureRate,
        'lead-time-median-s': figures.leadTimeMedianS,
        'lead-time-p90-s': figures.leadTimeP90S,
        'time-to-restore-median-s': figures.timeToRestoreMedianS,
        rework: figures.rework,
    };
}
/**
 * When the window starts, from `--since`: a span back from `now` (`30d`, `12h`, `8w`) or a date
 * (`2026-11-01`, or a time in ISO 8601); undefined when it is neither, or after `now`.
 */
function parseSince(text, now) {
    const span = /^\s*(\d{1,5})\s*([hdw])\s*$/i.exec(text);
    if (span) {
        const hours = { h: 1, d: 24, w: 168 }[span[2].toLowerCase()];
        const count = Number(span[1]);
        return count > 0 ? new Date(now.getTime() - count * hours * 3_600_000) : undefined;
    }
    if (!/^\s*\d{4}-\d\d-\d\d([T ][\d:.]+(Z|[+-]\d\d:?\d\d)?)?\s*$/.test(text))
        return undefined;
    const date = new Date(text.trim());
    return Number.isFinite(date.getTime()) && date.getTime() < now.getTime() ? date : undefined;
}

;// CONCATENATED MODULE: ./src/figures/read.ts


/**
 * The environment's releases from `since` on, and the ones before them up to one that went live,
 * each with how its run ended; newest first.
 */
async function readReleases(ledger, scope, since, signal) {
    const entries = await ledger.read(scope, signal);
    const releases = [];
    const inWindow = (release) => {
        const made = Date.parse(release.createdAt);
        return Number.isFinite(made) && made >= since.getTime();
    };
    for (const entry of entries) {
        // Past the window, the first release that went live is what the window's first replaced.
        const last = releases[releases.length - 1];
        if (last && !inWindow(last) && wentLive(last))
            break;
        releases.push({ ...entry, outcome: await ledger.outcomeOf(entry, signal) });
    }
    return releases;
}
/** The figures over the window, and the history of the releases read. */
async function readFigures(ledger, scope, window, sources, signal) {
    const releases = await readReleases(ledger, scope, window.since, signal);
    const commitTimes = new Map();
    const used = new Set();
    for (const wanted of commitsToRead({ releases, since: window.since })) {
        let times;
        if (wanted.base !== undefined && wanted.base.toLowerCase() === wanted.head.toLowerCase()) {
            times = [];
        }
        else if (wanted.base !== undefined) {
            for (const source of sources) {
                times = await source.read(wanted.base, wanted.head, signal);
                if (times !== undefined) {
                    used.add(source.name);
                    break;
                }
            }
        }
        if (times === undefined)
            used.add('records');
        else
            commitTimes.set(wanted.id, times);
    }
    const request = { releases, ...window, commitTimes };
    return {
        releases,
        history: historyOf(releases),
        figures: deliveryFigures(request),
        commitsFrom: [...used],
    };
}

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/figures/report.ts
// The figures and the history as a report's parts (src/summary.ts makes them HTML for the job
// summary and lines for the terminal): one line of figures, and the releases as a table.

/**
 * A duration as a figure reads it, to the minute (to the hour past two days): `45s`, `12m`,
 * `3h 5m`, `2d 4h`; ../format.ts's formatDuration gives every unit, for a wait left.
 */
function roughDuration(seconds) {
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48)
        return minutes % 60 === 0 ? `${hours}h` : `${hours}h ${minutes % 60}m`;
    const days = Math.floor(hours / 24);
    return hours % 24 === 0 ? `${days}d` : `${days}d ${hours % 24}h`;
}
const orNone = (value, shown) => value === null ? 'none' : shown(value);
/** The figures in one line, over a window of `windowSeconds`, and what they were counted from. */
function figuresLine(figures, windowSeconds) {
    const perDay = Math.round(figures.deploymentsPerDay * 100) / 100;
    const days = windowSeconds / 86_400;
    // A window shorter than two days is said as it is (`12h`), not rounded to 0 or 1 day.
    const window = days >= 2 ? `${Math.round(days)} day(s)` : roughDuration(Math.round(windowSeconds));
    return (`${figures.deployments} deployment(s) in ${window} (${perDay} a day); ` +
        `change failure rate ${orNone(figures.changeFailureRate, (rate) => `${Math.round(rate * 100)}%`)}; ` +
        `lead time median ${orNone(figures.leadTimeMedianS, roughDuration)}, ` +
        `p90 ${orNone(figures.leadTimeP90S, roughDuration)}; ` +
        `time to restore median ${orNone(figures.timeToRestoreMedianS, roughDuration)}; ` +
        `rework ${figures.rework}`);
}
/** What the figures were counted from, as a sentence: the commits' times, and skew left out. */
function figuresNote(figures, commitsFrom) {
    const told = commitsFrom.filter((source) => source !== 'records');
    const from = told.length === 0
        ? "only each release's own commit time"
        : `the commits' times from ${told.map((source) => (source === 'git' ? 'git log' : "GitHub's compare API")).join(' and ')}` +
            (commitsFrom.includes('records') ? " (else each release's own commit time)" : '');
    return (`Lead time from ${from}: ${figures.commitsMeasured} commit(s) measured; ` +
        `${figures.restored} incident(s) restored.` +
        (figures.skewed > 0
            ? ` ${figures.skewed} negative duration(s) left out (clocks that disagree).`
            : ''));
}
/** How a release ended, in words. */
function endingOf(row) {
    if (row.ended === 'rolled-back') {
        return row.rolledBackTo ? `rolled back to ${(0,format/* shortSha */.Fu)(row.rolledBackTo)}` : 'rolled back';
    }
    return row.ended === 'never-live' ? 'never live' : row.ended;
}
/** The history as a table, newest first: `limit` rows at most. */
function historyTable(rows, limit = rows.length) {
    return {
        kind: 'table',
        head: ['Commit', 'Digest', 'Start', 'End', 'Health', 'Ended'],
        rows: rows.slice(0, limit).map((row) => [
            {
                text: (0,format/* shortSha */.Fu)(row.commit) +
                    (row.rollbackOf ? ` (rollback to ${(0,format/* shortSha */.Fu)(row.rollbackOf)})` : ''),
                code: true,
            },
            { text: row.sha256.slice(0, 12), code: true },
            { text: row.start || '-' },
            { text: row.end || 'running' },
            { text: row.health },
            { text: endingOf(row) },
        ]),
    };
}
/** A history row as `history --json` gives it. */
function historyJson(row) {
    return {
        id: row.id,
        'deployment-id': row.deploymentId,
        commit: row.commit,
        sha256: row.sha256,
        start: row.start,
        end: row.end || null,
        health: row.health,
        ended: row.ended,
        'rolled-back-to': row.rolledBackTo ?? null,
        'rollback-of': row.rollbackOf ?? null,
    };
}
/** How many releases the job summary's history shows. */
const SUMMARY_RELEASES = 5;
/**
 * The figures as a job summary shows them: their line and what they were counted from, and, when
 * asked, the last releases as a table.
 */
function figuresParts(read, options) {
    return [
        {
            kind: 'text',
            cells: [
                { text: `Delivery figures: ${figuresLine(read.figures, options.days * 86_400)}.` },
                { text: figuresNote(read.figures, read.commitsFrom) },
            ],
        },
        ...(options.history && read.history.length > 0
            ? [historyTable(read.history, SUMMARY_RELEASES)]
            : []),
    ];
}

// EXTERNAL MODULE: ./src/ledger/github.ts + 1 modules
var ledger_github = __webpack_require__(7744);
// EXTERNAL MODULE: ./src/settings/source.ts
var settings_source = __webpack_require__(80468);
// EXTERNAL MODULE: ./src/settings/clients.ts + 1 modules
var clients = __webpack_require__(52839);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
// EXTERNAL MODULE: ./src/cli/connect.ts
var connect = __webpack_require__(2420);
// EXTERNAL MODULE: ./src/cli/flags.ts
var flags = __webpack_require__(95377);
// EXTERNAL MODULE: ./src/cli/git.ts + 1 modules
var git = __webpack_require__(99405);
// EXTERNAL MODULE: ./src/cli/job.ts + 1 modules
var job = __webpack_require__(69592);
// EXTERNAL MODULE: ./src/cli/ledger.ts + 1 modules
var cli_ledger = __webpack_require__(35987);
;// CONCATENATED MODULE: ./src/cli/figures.ts
// `amezmo-deploy history` and `amezmo-deploy stats`: an environment's releases and its delivery
// figures (src/figures/), read from either ledger as rollback reads it: the folder --ledger-dir
// names, or the deploy action's GitHub deployments with GITHUB_TOKEN. The commits' times come
// from git in the working folder's clone when it holds them, else from GitHub's compare API when
// a token and a repository are given, else from each release's own record.











const figures_DAY_MS = 86_400_000;
async function figuresCommand(command, invocation, terminal, signal) {
    const { env, given } = invocation;
    const source = (0,connect/* sourceOf */.vz)(invocation, terminal, command === 'stats' ? flags/* STATS_FLAGS */.eY : flags/* HISTORY_FLAGS */.xt, 'rollback');
    const where = (0,connect/* targetOf */.$r)(source);
    const now = new Date(invocation.clock.now());
    const sinceText = given.since ?? '30d';
    const since = command === 'stats' ? parseSince(sinceText, now) : new Date(0);
    if (!since) {
        throw (0,settings_source/* has */.zy)('--since', sinceText, 'give a span back from now, e.g. 30d, 12h or 8w, or a date before now, e.g. 2026-11-01.');
    }
    const ledgerDir = (0,cli_ledger/* ledgerDirOf */.s4)(invocation);
    const token = source.secret('github-token');
    if (ledgerDir === undefined && token === '') {
        throw new settings_source/* InputError */.dz((0,cli_ledger/* noLedger */.Dw)(command, 'may read deployments'));
    }
    // GitHub is asked only when the ledger is kept there, or a repository is named to compare in.
    const repository = ledgerDir === undefined || (token !== '' && (given.repository ?? env.GITHUB_REPOSITORY))
        ? (0,cli_ledger/* ledgerRepositoryOf */.Vg)(invocation).named
        : undefined;
    const github = repository &&
        (0,clients/* createGitHubApiClient */.fZ)(token, env.GITHUB_API_URL || 'https://api.github.com', {
            logger: terminal.logger,
            env,
        });
    const read = async () => {
        const target = github && repository
            ? { github, owner: repository.owner, repo: repository.name, logger: terminal.logger }
            : undefined;
        const ledger = ledgerDir
            ? await (0,cli_ledger/* openLedger */.au)(ledgerDir, 'read')
            : (0,ledger_github/* githubLedger */.VF)(target, undefined);
        const sources = [
            { name: 'git', read: (base, head) => (0,git/* localCommitTimes */.JA)(invocation.cwd, base, head) },
            ...(target
                ? [
                    {
                        name: 'github',
                        read: (base, head, aborted) => (0,compare/* compareCommitTimes */.Pp)(target, base, head, aborted).catch((error) => {
                            terminal.logger.debug(`GitHub's compare API could not tell: ${String(error)}`);
                            return undefined;
                        }),
                    },
                ]
                : []),
        ];
        const read = await readFigures(ledger, where, { since, now }, sources, signal).catch((error) => {
            if (signal.aborted)
                throw error;
            throw new Error(`Could not read ${ledger.place}: ${ledger.problem(error)}.`, {
                cause: error,
            });
        });
        tell(command, read, {
            terminal,
            json: invocation.json,
            days: (now.getTime() - since.getTime()) / figures_DAY_MS,
            where,
            place: ledger.place,
        });
        return undefined;
    };
    return github ? (0,job/* withClient */.S)(github, read) : read();
}
function tell(command, read, how) {
    const { terminal } = how;
    if (command === 'history') {
        if (how.json) {
            terminal.json({ releases: read.history.map(historyJson) });
            return;
        }
        if (read.history.length === 0) {
            terminal.out(`No release of ${how.where.environment} (instance ${how.where.instance}) is in ${how.place}.`);
            return;
        }
        for (const line of (0,summary/* summaryText */.g5)([historyTable(read.history)], (text) => terminal.guard(text))) {
            terminal.out(line);
        }
        return;
    }
    const note = figuresNote(read.figures, read.commitsFrom);
    if (how.json) {
        terminal.logger.info(note);
        terminal.json(figuresJson(read.figures));
        return;
    }
    terminal.out(`${how.where.environment} (instance ${how.where.instance}): ${figuresLine(read.figures, how.days * 86_400)}`);
    terminal.out(note);
}


/***/ }),

/***/ 99405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Uo: () => (/* binding */ headOf),
  JA: () => (/* binding */ localCommitTimes),
  gK: () => (/* binding */ localLog),
  o7: () => (/* binding */ localStanding),
  SV: () => (/* binding */ readGitFacts)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/github/git.ts
/** The commit checked out at `path` and its committer time in seconds; undefined outside a checkout. */
function gitHead(path) {
    // Loaded here, not at the top: a run that is skipped never asks, and child_process costs the
    // start of every run about 4 ms.
    const { execFile } = process.getBuiltinModule('node:child_process');
    return new Promise((resolve) => {
        execFile('git', ['log', '-1', '--format=%H %ct'], { cwd: path, timeout: 10_000 }, (error, stdout) => {
            const match = /^([0-9a-f]{40,64}) (\d+)$/.exec(String(stdout).trim());
            resolve(!error && match ? { sha: match[1], time: Number(match[2]) } : undefined);
        });
    });
}

// EXTERNAL MODULE: ./src/github/compare.ts
var compare = __webpack_require__(20480);
// EXTERNAL MODULE: ./src/cli/ci.ts
var ci = __webpack_require__(64348);
;// CONCATENATED MODULE: ./src/cli/git.ts
// What the git repository of a folder says, for the command line outside a CI that tells it:
// each fact asked of git on its own, and undefined when git could not tell (no repository, no
// remote, no e-mail set, or no git at all).



/** Runs git in `cwd`: its exit code (undefined when it could not run or ran too long), its output. */
function runGit(cwd, args) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)('git', args, { cwd, timeout: 10_000, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout) => {
            const code = error ? error.code : 0;
            resolve({ code: typeof code === 'number' ? code : undefined, stdout: String(stdout) });
        });
    });
}
/** What git prints, trimmed; undefined when it fails or prints nothing. */
async function git(cwd, args) {
    const { code, stdout } = await runGit(cwd, args);
    const text = stdout.trim();
    return code !== 0 || text === '' ? undefined : text;
}
async function readGitFacts(cwd) {
    const [head, commit, tags, remoteUrl, userEmail, authorEmail] = await Promise.all([
        git(cwd, ['rev-parse', '--abbrev-ref', 'HEAD']),
        git(cwd, ['rev-parse', 'HEAD']),
        git(cwd, ['tag', '--points-at', 'HEAD', '--sort=-v:refname']),
        git(cwd, ['remote', 'get-url', 'origin']),
        git(cwd, ['config', 'user.email']),
        git(cwd, ['log', '-1', '--format=%ae']),
    ]);
    return {
        branch: head === 'HEAD' ? undefined : head,
        tag: tags?.split('\n')[0],
        commit,
        remoteUrl,
        userEmail,
        authorEmail,
    };
}
/** Whether `ancestor` is an ancestor of `commit` in the clone at `cwd`; undefined when git cannot tell. */
async function isAncestor(cwd, ancestor, commit) {
    const { code } = await runGit(cwd, ['merge-base', '--is-ancestor', ancestor, commit]);
    // 0: it is; 1: it is not; anything else (a commit not in the clone, no clone): unknown.
    return code === 0 ? true : code === 1 ? false : undefined;
}
/**
 * Where `head` stands to `base` in the clone at `cwd`, as GitHub's compare API words it;
 * undefined when the clone does not hold both commits (or there is no clone). Both are commit
 * ids (checked by the caller), never options.
 */
async function localStanding(cwd, base, head) {
    const behind = await isAncestor(cwd, head, base);
    const ahead = behind === undefined ? undefined : await isAncestor(cwd, base, head);
    if (behind === undefined || ahead === undefined)
        return undefined;
    // Each an ancestor of the other (git counts a commit as its own): the same commit.
    if (behind && ahead)
        return 'identical';
    return behind ? 'behind' : ahead ? 'ahead' : 'diverged';
}
/**
 * The commits `head` has that `base` lacks in the clone at `cwd` (newest first, `most` of them)
 * and where `head` stands, as GitHub's compare API would list them; undefined when the clone does
 * not hold both commits. Both are commit ids (checked by the caller), never options.
 */
async function localLog(cwd, base, head, most) {
    const status = await localStanding(cwd, base, head);
    if (status === undefined)
        return undefined;
    const range = `${base}..${head}`;
    const count = await git(cwd, ['rev-list', '--count', range]);
    // Fields apart by a unit separator, commits by a record separator: no message holds either.
    const { code, stdout } = await runGit(cwd, [
        'log',
        `--max-count=${most}`,
        '--format=%H%x1f%an%x1f%s%x1e',
        range,
    ]);
    if (code !== 0 || count === undefined)
        return undefined;
    const commits = stdout
        .split('\x1e')
        .map((record) => record.replace(/^\n/, '').split('\x1f'))
        .filter((fields) => fields.length === 3)
        .map(([sha = '', author = '', subject = '']) => ({
        sha,
        author: author.slice(0, 100),
        subject: subject.slice(0, 200),
    }));
    return { status, total: Number(count), commits };
}
/**
 * The commit deployed from `path` and the time its files get: git's HEAD and committer time, with
 * a commit given on the command line recorded instead of HEAD's. Where git reads no commit (no
 * git in the CI's image), the run's commit with the commit time the CI tells, when it tells one.
 */
async function headOf(path, run, env) {
    const head = await gitHead(path);
    if (head)
        return run.given ? { ...head, sha: run.given } : head;
    const told = (0,ci/* ciCommitTime */.xY)(env);
    return told && run.commit ? { sha: run.commit, ...told } : undefined;
}
/**
 * The committer times (seconds) of the commits after `base` up to `head` in the clone at `cwd`
 * (`git log base..head`); undefined when the clone does not hold both. Both are commit ids
 * (checked here), never options.
 */
async function localCommitTimes(cwd, base, head) {
    if (!(0,compare/* isCommitId */.jh)(base) || !(0,compare/* isCommitId */.jh)(head))
        return undefined;
    const { code, stdout } = await runGit(cwd, ['log', '--format=%ct', `${base}..${head}`, '--']);
    if (code !== 0)
        return undefined;
    return stdout
        .split('\n')
        .filter((line) => /^\d+$/.test(line))
        .map(Number);
}


/***/ }),

/***/ 20480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pp: () => (/* binding */ compareCommitTimes),
/* harmony export */   hR: () => (/* binding */ listCommitsBetween),
/* harmony export */   jh: () => (/* binding */ isCommitId),
/* harmony export */   kC: () => (/* binding */ compareCommits)
/* harmony export */ });
/* unused harmony export CompareAnswerError */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71989);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58549);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66417);
// Where one commit stands to another, as GitHub's compare API tells it: whether the commit to
// deploy is behind (an ancestor of) the live one, ahead of it, diverged or the same. The answer is
// never trusted beyond the one field read.



const STANDINGS = ['behind', 'ahead', 'diverged', 'identical'];
/** A commit id as git names it: hex, abbreviated (7) to whole (SHA-256's 64). */
function isCommitId(value) {
    return /^[0-9a-f]{7,64}$/i.test(value);
}
/** GitHub answered the compare API with a body whose `status` cannot be used. */
class CompareAnswerError extends _http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedResponseError */ .dk {
    errorCode = 'compare-malformed';
    constructor(operation, problem) {
        super(operation, problem, 'GitHub API');
        this.name = 'CompareAnswerError';
    }
}
/**
 * Where `head` stands to `base` (`GET /repos/{owner}/{repo}/compare/{base}...{head}`): `behind`
 * when `head` is an ancestor of `base`. Throws GitHubApiError when GitHub refuses (404 for a
 * commit it does not know), and CompareAnswerError when its answer has no status of those four.
 */
async function compareCommits(target, base, head, signal) {
    // One commit of the comparison is enough: only `status` is read.
    return (await askCompare(target, base, head, 1, signal)).status;
}
/**
 * The commits `head` has that `base` lacks, and where it stands to `base`: the first page of
 * GitHub's answer (oldest first), the newest `most` of it kept. Throws as compareCommits does.
 */
async function listCommitsBetween(target, base, head, most, signal) {
    const { status, answer } = await askCompare(target, base, head, 250, signal);
    const listed = Array.isArray(answer.commits) ? answer.commits : [];
    const commits = listed.flatMap((each) => {
        const commit = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(each);
        const sha = typeof commit?.sha === 'string' && isCommitId(commit.sha) ? commit.sha : undefined;
        if (!sha)
            return [];
        const detail = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(commit?.commit);
        const message = typeof detail?.message === 'string' ? detail.message : '';
        const name = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(detail?.author)?.name ?? (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(commit?.author)?.login;
        return [
            {
                sha,
                subject: (message.split(/\r?\n/, 1)[0] ?? '').slice(0, 200),
                author: typeof name === 'string' ? name.slice(0, 100) : '',
            },
        ];
    });
    const total = Number.isSafeInteger(answer.total_commits)
        ? Math.max(answer.total_commits, commits.length)
        : commits.length;
    return { status, total, commits: commits.reverse().slice(0, most) };
}
async function askCompare(target, base, head, perPage, signal) {
    for (const commit of [base, head]) {
        if (!isCommitId(commit))
            throw new RangeError(`'${commit}' is not a commit id`);
    }
    const path = (0,_rest_js__WEBPACK_IMPORTED_MODULE_2__/* .repoPath */ .qN)(target, `/compare/${base}...${head}`);
    const answer = await target.github.request('GET', path, {
        query: { per_page: perPage },
        ...(signal ? { signal } : {}),
    });
    const status = typeof answer === 'object' && answer !== null && !Array.isArray(answer)
        ? answer.status
        : undefined;
    if (typeof status !== 'string' || !STANDINGS.includes(status)) {
        throw new CompareAnswerError(`GET ${path}`, typeof status === 'string'
            ? `200 with a status that is none of ${STANDINGS.join(', ')}`
            : '200 without a status');
    }
    return { status: status, answer: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(answer) ?? {} };
}
/** The most pages of commits read from one comparison: 1,000 commits at 100 a page. */
const MAX_COMMIT_PAGES = 10;
/**
 * The committer times (seconds) of the commits `head` has that `base` lacks, from the compare
 * API's `commits` (up to 100 a page, MAX_COMMIT_PAGES pages); a commit without a readable time
 * is passed over. Throws what GitHub answered (404 for a commit it does not know).
 */
async function compareCommitTimes(target, base, head, signal) {
    for (const commit of [base, head]) {
        if (!isCommitId(commit))
            throw new RangeError(`'${commit}' is not a commit id`);
    }
    const path = (0,_rest_js__WEBPACK_IMPORTED_MODULE_2__/* .repoPath */ .qN)(target, `/compare/${base}...${head}`);
    const times = [];
    for (let page = 1; page <= MAX_COMMIT_PAGES; page++) {
        const answer = await target.github.request('GET', path, {
            query: { per_page: 100, page },
            ...(signal ? { signal } : {}),
        });
        const body = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(answer);
        const commits = Array.isArray(body?.commits) ? body.commits : [];
        for (const commit of commits) {
            const committer = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)((0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)((0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .asRecord */ .qY)(commit)?.commit)?.committer);
            const date = typeof committer?.date === 'string' ? Date.parse(committer.date) : NaN;
            if (Number.isFinite(date))
                times.push(Math.floor(date / 1000));
        }
        const total = body?.total_commits;
        if (commits.length < 100 || (typeof total === 'number' && page * 100 >= total))
            break;
    }
    return times;
}


/***/ })

};
