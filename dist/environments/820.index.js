export const id = 820;
export const ids = [820];
export const modules = {

/***/ 8820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   capYoungGeneration: () => (/* binding */ capYoungGeneration)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Keeps the young generation at the size it starts with. While it lists and archives a large
 * tree, V8 sees much allocation that survives (the listing itself, and what each call to zlib
 * leaves for a while) and grows the young generation to tens of megabytes, which stay committed
 * until the process ends, for a gain in speed too small to measure here. V8 reads its growth
 * factor each time it would grow, so the flag takes effect even now; where it cannot be set,
 * this does nothing.
 *
 * This is the one V8 flag the action sets at run time: Node offers no other way to bound the main
 * thread's young generation (worker threads have `resourceLimits`), and without it memory passes
 * the goal of 160 MB. Peak RSS on the bench's shapes (vendor, media, opaque, tiny, large; 2 cores,
 * Node 24.21, 2026-11-24) with it: 129, 132, 137, 148, 143 MB; without: 155, 140, 194, 248,
 * 201 MB (docs/benchmarks.md).
 */
function capYoungGeneration() {
    try {
        (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--semi-space-growth-factor=1');
    }
    catch {
        // Only memory is at stake.
    }
}


/***/ })

};
