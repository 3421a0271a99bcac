export const id = 432;
export const ids = [432];
export const modules = {

/***/ 19432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsArtifactStore: () => (/* binding */ actionsArtifactStore)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53249);
/* harmony import */ var _ledger_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39550);
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
            const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, '..');
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
                throw new _ledger_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .nE(keepProblem(error));
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
            const files = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder);
            if (files.length !== 1) {
                throw new Error(`the download left ${files.length} files where one was expected`);
            }
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, files[0]);
        }),
    };
}
/** Why the archive could not be kept, and what to do: in a runner, the service is always there. */
function keepProblem(error) {
    const message = (0,_api_index_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .bD)(error);
    if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message)) {
        return ('the step does not run in a GitHub Actions job that can keep artifacts (ACTIONS_RUNTIME_TOKEN ' +
            "or ACTIONS_RESULTS_URL is not set); set 'keep-days: 0' to keep none");
    }
    if (/GHES|Enterprise Server/i.test(message)) {
        return "GitHub Enterprise Server does not keep artifacts this way; set 'keep-days: 0' to keep none";
    }
    return message.replace(/\.$/, '');
}


/***/ })

};
