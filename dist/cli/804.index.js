export const id = 804;
export const ids = [804];
export const modules = {

/***/ 72804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ArchiveError: () => (/* binding */ ArchiveError),
/* harmony export */   leadsOutside: () => (/* binding */ leadsOutside),
/* harmony export */   listFiles: () => (/* binding */ listFiles),
/* harmony export */   readFailure: () => (/* binding */ readFailure),
/* harmony export */   rulesOf: () => (/* binding */ rulesOf)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70298);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_3__);
// What goes into the archive, as data: the walk of the folder to deploy, with what is left out
// and why. Nothing here writes a zip.




/** Whether a link's target, read from the link's place in the archive, lies outside the archive. */
function leadsOutside(name, target) {
    if (node_path__WEBPACK_IMPORTED_MODULE_2__.posix.isAbsolute(target))
        return true;
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(name), target));
    return resolved === '..' || resolved.startsWith('../');
}
/** Left out at any depth unless a rule says otherwise: local overrides hold a developer's secrets. */
const DEFAULT_RULES = ['.env.local', '.env.*.local'];
const KEPT = { ignored: false, unignored: false };
/** `.env` files that are meant to be shipped: they hold names and placeholders, not secrets. */
const ENV_TEMPLATES = new Set(['example', 'sample', 'dist', 'template']);
function isSecretShaped(name) {
    const base = name.slice(name.lastIndexOf('/') + 1);
    if (base !== '.env' && !base.startsWith('.env.'))
        return false;
    const suffix = base.slice('.env.'.length).toLowerCase();
    return !ENV_TEMPLATES.has(suffix);
}
/** The rules of an ignore file, one per line, as git reads them (blank lines and comments dropped). */
function rulesOf(text) {
    return text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
}
class ArchiveError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'ArchiveError';
    }
}
const READ_PROBLEMS = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'it disappeared while the archive was built',
    EISDIR: 'it is a folder',
    EIO: 'input/output error',
};
/**
 * A name whose bytes are not UTF-8 (written on a system set to Latin-1, say): a zip names its
 * entries in UTF-8 and the service extracts them so, so such a name would arrive as another one.
 * It is refused, named with its odd bytes shown as \xNN.
 */
function notUtf8Name(prefix, raw) {
    return new ArchiveError(`The name '${prefix}${readableBytes(raw)}' is not UTF-8 (the bytes that are not are shown as \\xNN): ` +
        'a zip names files in UTF-8, and Amezmo would extract it under another name. Rename it ' +
        "in UTF-8 (e.g. convmv -f latin1 -t utf8), or leave it out with 'exclude' or the ignore file.");
}
/** A link whose target's bytes are not UTF-8: stored, it would point somewhere else. */
function notUtf8Target(name, raw) {
    return new ArchiveError(`The link '${name}' points to '${readableBytes(raw)}', which is not UTF-8 (the bytes that ` +
        "are not are shown as \\xNN): a zip stores a link's target as text, and Amezmo would " +
        "extract a link to another name. Point it at a UTF-8 name, or leave it out with 'exclude' " +
        'or the ignore file.');
}
/** The longest UTF-8 sequence of one character. */
const MAX_SEQUENCE = 4;
/** `bytes` as text, with every byte that is not part of valid UTF-8 written as \xNN. */
function readableBytes(bytes) {
    let text = '';
    for (let index = 0; index < bytes.length;) {
        const lead = bytes[index];
        let length = 1;
        if (lead >= 0x80) {
            // The shortest run from here that is UTF-8 is one character; none means a stray byte.
            length = 0;
            for (let size = 2; size <= MAX_SEQUENCE && index + size <= bytes.length; size++) {
                if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes.subarray(index, index + size))) {
                    length = size;
                    break;
                }
            }
        }
        if (length === 0) {
            text += `\\x${lead.toString(16).toUpperCase().padStart(2, '0')}`;
            length = 1;
        }
        else
            text += bytes.subarray(index, index + length).toString('utf8');
        index += length;
    }
    return text;
}
/**
 * The names of a folder's children, sorted. Node reads a name that is not UTF-8 with U+FFFD in
 * place of its odd bytes, which names no file: such a name is looked up among the raw names and
 * refused, unless a rule leaves it out.
 */
function childrenOf(folder, prefix, leftOut) {
    const children = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(folder).sort();
    if (!children.some((child) => child.includes('\uFFFD')))
        return children;
    const kept = [];
    for (const raw of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(folder, { encoding: 'buffer' })) {
        const child = raw.toString('utf8');
        if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(raw))
            kept.push(child);
        else if (!leftOut(prefix + child))
            throw notUtf8Name(prefix, raw);
    }
    return kept.sort();
}
/** A link's target exactly as written, refused when its bytes are not UTF-8. */
function targetOf(path, name) {
    const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(path);
    if (!target.includes('\uFFFD'))
        return target;
    const raw = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(path, { encoding: 'buffer' });
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(raw))
        throw notUtf8Target(name, raw);
    return target;
}
function readFailure(name, error) {
    const code = error.code ?? '';
    const problem = READ_PROBLEMS[code] ?? (error instanceof Error ? error.message : String(error));
    return new ArchiveError(`Could not read '${name}' for the archive: ${problem}${code ? ` (${code})` : ''}. ` +
        "Fix its permissions, or leave it out with the 'exclude' input.", { cause: error });
}
/**
 * Lists what goes into the archive: everything below `root` except `.git` (folder or file, at
 * any depth), the root `.env`, and what the rules leave out. The rules are git's, exactly (the
 * `ignore` package, as eslint and prettier use): the defaults (`.env.local`, `.env.*.local`), then
 * the ignore file's lines, then `exclude`; a later `!rule` re-includes, except inside a folder
 * that is left out, which is never descended (git does not look inside it either). Links are
 * listed, never followed.
 *
 * The walk is synchronous on purpose: metadata comes from the cache in microseconds, and an
 * asynchronous walk of a large tree keeps thousands of promises alive at once, which made V8
 * grow its heap by 80 MB that it never gave back.
 */
function listFiles(root, exclude, options = {}) {
    let ignoreFile;
    const userRules = [];
    if (options.ignoreFile !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(`${root}/${options.ignoreFile}`)) {
        ignoreFile = options.ignoreFile;
        try {
            userRules.push(...rulesOf((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`${root}/${ignoreFile}`, 'utf8')));
        }
        catch (error) {
            throw readFailure(ignoreFile, error);
        }
    }
    userRules.push(...exclude);
    const rules = ignore__WEBPACK_IMPORTED_MODULE_3___default()({ ignorecase: false })
        .add(DEFAULT_RULES.map((pattern) => ({ pattern, mark: 'default' })))
        .add(userRules.map((pattern) => ({ pattern, mark: 'user' })));
    const unused = new UnusedRules(userRules);
    const entries = [];
    const leftOutSpecial = [];
    const leftOutLocalEnv = [];
    const shippedEnv = [];
    const linksOutside = [];
    let leftOutEnv = false;
    let totalBytes = 0;
    const walk = (folder, prefix) => {
        let children;
        try {
            children = childrenOf(folder, prefix, (name) => rules.test(name).ignored);
        }
        catch (error) {
            if (error instanceof ArchiveError)
                throw error;
            throw readFailure(prefix || '.', error);
        }
        for (const child of children) {
            if (child === '.git')
                continue;
            const name = prefix + child;
            if (name === '.env') {
                leftOutEnv = true;
                continue;
            }
            const path = `${folder}/${child}`;
            let stat;
            let target;
            try {
                stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
                if (stat.isSymbolicLink())
                    target = targetOf(path, name);
            }
            catch (error) {
                // What cannot be read or ship as it is (a file gone meanwhile, a link to a name that is
                // not UTF-8) may still be something a rule leaves out, as a file or as a folder.
                if (rules.test(name).ignored || rules.test(`${name}/`).ignored)
                    continue;
                throw error instanceof ArchiveError ? error : readFailure(name, error);
            }
            // A folder's rules are tested with a trailing slash, so that `logs/` matches folders only.
            const isFolder = target === undefined && stat.isDirectory();
            const tested = isFolder ? `${name}/` : name;
            // With no rules of the user's, only the defaults apply, and only to names like `.env…`:
            // most trees have no rules, and this keeps their walk as fast as it was.
            const verdict = userRules.length === 0 && !child.startsWith('.env') ? KEPT : rules.test(tested);
            unused.see(tested, verdict);
            if (verdict.ignored) {
                if (verdict.rule?.mark === 'default')
                    leftOutLocalEnv.push(name);
                continue;
            }
            const mode = stat.mode & 0o7777;
            const mtime = stat.mtimeMs;
            if (target !== undefined) {
                entries.push({ name, kind: 'symlink', mode, size: 0, mtime, target });
                if (isSecretShaped(name))
                    shippedEnv.push(name);
                if (leadsOutside(name, target))
                    linksOutside.push({ name, target });
            }
            else if (isFolder) {
                entries.push({ name: `${name}/`, kind: 'directory', mode, size: 0, mtime });
                walk(path, `${name}/`);
            }
            else if (stat.isFile()) {
                entries.push({ name, kind: 'file', mode, size: stat.size, mtime });
                totalBytes += stat.size;
                if (isSecretShaped(name))
                    shippedEnv.push(name);
            }
            else {
                leftOutSpecial.push(name);
            }
        }
    };
    walk(root, '');
    return {
        root,
        entries,
        leftOutEnv,
        leftOutSpecial,
        totalBytes,
        leftOutLocalEnv,
        shippedEnv,
        unusedPatterns: unused.remaining(),
        linksOutside,
        ...(ignoreFile !== undefined ? { ignoreFile } : {}),
    };
}
/**
 * Tracks which rules matched some path, each on its own (a rule overridden by a later one still
 * counts), so that a typo is named. The walk's own verdicts settle the usual rules for free: the
 * rule that left a path out, and for a path re-included, the rules tested on it alone. Only rules
 * still unsettled at the end (typos, mostly) are tested against every path seen.
 */
class UnusedRules {
    unsettled;
    seen = [];
    constructor(rules) {
        this.unsettled = new Set(rules);
    }
    see(path, verdict) {
        if (this.unsettled.size === 0)
            return;
        this.seen.push(path);
        if (verdict.rule?.mark === 'user')
            this.unsettled.delete(verdict.rule.pattern);
        if (verdict.unignored)
            this.settle([path]);
    }
    remaining() {
        this.settle(this.seen);
        return [...this.unsettled];
    }
    settle(paths) {
        for (const rule of this.unsettled) {
            const matcher = this.matcherOf(rule);
            if (paths.some((path) => matcher.ignores(path)))
                this.unsettled.delete(rule);
        }
    }
    matchers = new Map();
    matcherOf(rule) {
        let matcher = this.matchers.get(rule);
        if (matcher === undefined) {
            // A negation is tested as the rule it negates: it is used when it matched a path.
            matcher = ignore__WEBPACK_IMPORTED_MODULE_3___default()({ ignorecase: false }).add(rule.startsWith('!') ? rule.slice(1) : rule);
            this.matchers.set(rule, matcher);
        }
        return matcher;
    }
}


/***/ })

};
