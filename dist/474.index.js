export const id = 474;
export const ids = [474];
export const modules = {

/***/ 18474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  summaryFigures: () => (/* binding */ summaryFigures)
});

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
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

// EXTERNAL MODULE: ./src/github/compare.ts
var compare = __webpack_require__(20480);
// EXTERNAL MODULE: ./src/ledger/github.ts + 1 modules
var ledger_github = __webpack_require__(7744);
;// CONCATENATED MODULE: ./src/actions/figures.ts




/** The window the action counts over. */
const DAYS = 30;
async function summaryFigures(settings, context, github, { logger, signal, clock, }) {
    const [owner = '', repo = ''] = context.repository.split('/');
    if (!github || owner === '' || repo === '') {
        return [
            {
                kind: 'text',
                cells: [
                    {
                        text: "Delivery figures: none, since the ledger is the repository's GitHub deployments " +
                            "and 'github-deployment' is false.",
                    },
                ],
            },
        ];
    }
    const target = { github, owner, repo, logger };
    const ledger = (0,ledger_github/* githubLedger */.VF)(target, undefined);
    const now = new Date(clock.now());
    try {
        const read = await readFigures(ledger, settings, { since: new Date(now.getTime() - DAYS * 86_400_000), now }, [
            {
                name: 'github',
                read: (base, head, aborted) => (0,compare/* compareCommitTimes */.Pp)(target, base, head, aborted).catch((error) => {
                    logger.debug(`GitHub's compare API could not tell: ${(0,errors/* clauseOf */.pQ)(error)}`);
                    return undefined;
                }),
            },
        ], signal);
        return figuresParts(read, { days: DAYS, history: settings.stats === 'history' });
    }
    catch (error) {
        const problem = `Delivery figures could not be read from ${ledger.place}: ${ledger.problem(error)}.`;
        logger.warning(problem);
        return [{ kind: 'text', cells: [{ text: problem }] }];
    }
}


/***/ })

};
