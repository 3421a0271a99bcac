export const id = 214;
export const ids = [214];
export const modules = {

/***/ 84214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   promoteCommand: () => (/* binding */ promoteCommand)
/* harmony export */ });
/* harmony import */ var _settings_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80468);
/* harmony import */ var _deploy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95250);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95377);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35987);
// `amezmo-deploy promote --from staging --to production`: the deploy job with `promote-from`, as
// the deploy action runs it, over a ledger folder that holds both environments' releases.




/** Promotes, and tells the run; answers the run's failure, when it failed. */
async function promoteCommand(invocation, terminal, signal) {
    if ((0,_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .ledgerDirOf */ .s4)(invocation) === undefined) {
        throw new _settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('No ledger folder: a promotion deploys the release the ledger recorded live and healthy on ' +
            '--from, with its kept bytes. Pass --ledger-dir DIR (or set AMEZMO_LEDGER_DIR), the ' +
            'folder amezmo-deploy deploy --ledger-dir recorded both environments in.');
    }
    if (invocation.given['promote-from'] === undefined) {
        throw new _settings_index_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('--from is required: name the environment to promote from, e.g. --from staging.');
    }
    return (0,_deploy_js__WEBPACK_IMPORTED_MODULE_2__.deployCommand)(invocation, terminal, signal, _flags_js__WEBPACK_IMPORTED_MODULE_3__/* .PROMOTE_FLAGS */ .BJ);
}


/***/ })

};
