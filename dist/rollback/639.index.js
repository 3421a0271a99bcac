export const id = 639;
export const ids = [639];
export const modules = {

/***/ 57639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createHttpProbe: () => (/* binding */ createHttpProbe)
/* harmony export */ });
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71517);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28694);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58549);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(311);
// The health probe's HTTP: a GET of the health URL through the runner's proxy, with no
// credential, at most 64 KiB of the body read, and redirects followed on the same origin only
// (./health.ts decides what its answers mean). Loaded by the first probe (./probe.ts).



/** The most of a body read, and of it shown. */
const PROBE_BODY_BYTES = 64 * 1024;
/**
 * The probe of a real URL: Node's client through the proxy the runner names, no credential, at
 * most 64 KiB of the body read, redirects followed on the same origin (scheme, host and port)
 * only: another port or scheme of the host may be another service, which must not decide.
 */
function createHttpProbe(options) {
    const transports = new Map();
    const transportFor = (protocol) => {
        let transport = transports.get(protocol);
        if (!transport) {
            transport = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createTransport */ .o)(protocol, options.proxyEnv);
            transports.set(protocol, transport);
        }
        return transport;
    };
    const probe = async (url, timeoutMs, signal) => {
        let transport;
        try {
            transport = transportFor(new URL(url).protocol);
        }
        catch (error) {
            return { problem: `could not be asked: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)}` };
        }
        const settings = {
            service: 'Health probe',
            baseUrl: url,
            authorization: '',
            secret: '',
            accept: '*/*',
            userAgent: `amezmo-deploy/${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x} (health probe)`,
            transport,
            connectTimeoutMs: Math.min(options.connectTimeoutMs ?? 10_000, timeoutMs),
            answerTimeoutMs: timeoutMs,
            stallTimeoutMs: timeoutMs,
            now: () => options.clock.now(),
            timeout: (ms) => options.clock.timeout(ms),
            maxAnswerBytes: PROBE_BODY_BYTES,
            cutLargeAnswers: true,
        };
        try {
            const answer = await (0,_http_index_js__WEBPACK_IMPORTED_MODULE_3__/* .request */ .Em)(settings, { method: 'GET', path: '', signal });
            const moved = answer.url.href !== new URL(url).href ? { redirectedTo: answer.url.href } : {};
            return { status: answer.status, text: answer.text, ...moved };
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            if (error instanceof _http_index_js__WEBPACK_IMPORTED_MODULE_4__/* .RedirectError */ .Lx)
                return { problem: redirectProblem(error, url) };
            return { problem: `gave no answer: ${(0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error).replace(/\.$/, '')}` };
        }
    };
    const close = () => {
        for (const transport of transports.values())
            transport.destroy();
    };
    return { probe, close, [Symbol.asyncDispose]: async () => close() };
}
/**
 * Why a probe's redirect was not followed, in a few words: to another origin, what differs from
 * `url`'s (which every redirect followed shares).
 */
function redirectProblem({ status, location, reason }, url) {
    const to = location === undefined ? '' : ` to ${location}`;
    const why = {
        'other-origin': `${otherPart(url, location)}, not followed`,
        downgrade: 'plain http, not followed',
        'not-followed': 'not followed',
        'too-many': `not followed after ${_http_index_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_REDIRECTS */ .NX} redirects`,
        'no-location': 'without a Location',
        'not-a-url': 'not an address',
    };
    return `answered a redirect (${status})${to}: ${why[reason]}`;
}
/** What makes `location` another origin than `url`'s: its host, its scheme or its port. */
function otherPart(url, location) {
    let from;
    let to;
    try {
        from = new URL(url);
        to = new URL(location ?? '', url);
    }
    catch {
        return 'another origin';
    }
    if (to.hostname !== from.hostname)
        return 'another host';
    if (to.protocol !== from.protocol)
        return 'another scheme';
    return to.port !== from.port ? 'another port of the same host' : 'another origin';
}


/***/ })

};
