export const id = 804;
export const ids = [804];
export const modules = {

/***/ 2804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ArchiveError: () => (/* binding */ ArchiveError),
/* harmony export */   listFiles: () => (/* binding */ listFiles),
/* harmony export */   readFailure: () => (/* binding */ readFailure)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
// What goes into the archive, as data: the walk of the folder to deploy, with what is left out
// and why. Nothing here writes a zip.


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
function readFailure(name, error) {
    const code = error.code ?? '';
    const problem = READ_PROBLEMS[code] ?? (error instanceof Error ? error.message : String(error));
    return new ArchiveError(`Could not read '${name}' for the archive: ${problem}${code ? ` (${code})` : ''}. ` +
        "Fix its permissions, or leave it out with the 'exclude' input.", { cause: error });
}
/**
 * Lists what goes into the archive: everything below `root` except `.git` (folder or file, at
 * any depth), the root `.env`, and what `exclude` matches. Links are listed, never followed.
 *
 * The walk is synchronous on purpose: metadata comes from the cache in microseconds, and an
 * asynchronous walk of a large tree keeps thousands of promises alive at once, which made V8
 * grow its heap by 80 MB that it never gave back.
 */
function listFiles(root, exclude) {
    // Like .gitignore, a pattern without a slash matches at any depth: `*.log` anywhere.
    const patterns = exclude.map((pattern) => (pattern.includes('/') ? pattern : `**/${pattern}`));
    const isExcluded = patterns.length > 0 ? picomatch__WEBPACK_IMPORTED_MODULE_1___default()(patterns, { dot: true }) : () => false;
    const entries = [];
    const leftOutSpecial = [];
    let leftOutEnv = false;
    let totalBytes = 0;
    const walk = (folder, prefix) => {
        let children;
        try {
            children = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder).sort();
        }
        catch (error) {
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
            if (isExcluded(name))
                continue;
            const path = `${folder}/${child}`;
            let stat;
            let target;
            try {
                stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
                if (stat.isSymbolicLink())
                    target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path);
            }
            catch (error) {
                throw readFailure(name, error);
            }
            const common = { mode: stat.mode & 0o7777, mtime: stat.mtimeMs };
            if (target !== undefined) {
                entries.push({ ...common, name, kind: 'symlink', size: 0, target });
            }
            else if (stat.isDirectory()) {
                entries.push({ ...common, name: `${name}/`, kind: 'directory', size: 0 });
                walk(path, `${name}/`);
            }
            else if (stat.isFile()) {
                entries.push({ ...common, name, kind: 'file', size: stat.size });
                totalBytes += stat.size;
            }
            else {
                leftOutSpecial.push(name);
            }
        }
    };
    walk(root, '');
    return { root, entries, leftOutEnv, leftOutSpecial, totalBytes };
}


/***/ })

};
