export const id = 254;
export const ids = [254];
export const modules = {

/***/ 2254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uploadBody: () => (/* binding */ uploadBody)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./src/http/errors.ts + 1 modules
var errors = __webpack_require__(4792);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/http/multipart.ts
// A multipart/form-data body of plain fields and one file, as the service's upload takes it. It
// replaces form-data, which brought the MIME database and a dozen shims into every upload (about
// 230 KB to load, and a legacy stream that handled each chunk twice) for what is two buffers
// around a file. test/http/multipart.test.ts holds it byte for byte beside form-data.


const CRLF = '\r\n';
/** A boundary as browsers make them: dashes, then 24 random hex digits. */
function newBoundary() {
    return `${'-'.repeat(26)}${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
}
/**
 * A name within a part's header, quoted: a double quote, CR and LF are percent-encoded, as the
 * HTML standard's multipart encoding does, so that no name can end its header or start another.
 */
function quoted(name) {
    return `"${name.replace(/["\r\n]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}"`;
}
/** The body around the file: each field a part, then the file part's header; the closing boundary after. */
function multipartFraming(fields, file, boundary = newBoundary()) {
    let head = '';
    for (const [name, value] of fields) {
        head += `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(name)}${CRLF}${CRLF}`;
        head += `${value}${CRLF}`;
    }
    head +=
        `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(file.field)}; ` +
            `filename=${quoted(file.filename)}${CRLF}Content-Type: ${file.contentType}${CRLF}${CRLF}`;
    return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        head: Buffer.from(head, 'utf8'),
        tail: Buffer.from(`${CRLF}--${boundary}--${CRLF}`, 'latin1'),
    };
}
/**
 * The whole body: the head, the file's bytes as `source` gives them, the tail. An error of the
 * source is the body's; destroying the body destroys the source.
 */
function multipartStream(framing, source) {
    // An error before the file's turn (a file that cannot be opened) waits on the source for the
    // loop below, which throws it: never an 'error' event with no one listening.
    source.on('error', () => { });
    async function* parts() {
        yield framing.head;
        // Leaving this loop early (the body destroyed) destroys the source too.
        for await (const chunk of source)
            yield chunk;
        yield framing.tail;
    }
    return external_node_stream_.Readable.from(parts(), { objectMode: false });
}

;// CONCATENATED MODULE: ./src/http/upload-body.ts
// The upload's body as the request sends it: the multipart stream of the fields and the file,
// counted as the connection takes it (the progress, the stall watchdog, whether all of it was
// taken, the early answer's hold), each chunk of a file's reader given back once written.






async function uploadBody(call, { stallTimeoutMs, earlyAnswerHoldMs = 0 }, onSent) {
    const { file } = call;
    const framing = multipartFraming(call.fields, {
        field: file.field,
        filename: (0,external_node_path_.basename)(file.path),
        contentType: contentTypeOf(file.path),
    });
    // A growing file's length is known only once it is whole: the body goes without one.
    let total = Infinity;
    // Kept, to be ended with the upload: a reader left open holds its file until the collector
    // closes it, if ever.
    let source;
    if (file.growing) {
        source = file.growing.open();
    }
    else if (file.exact) {
        source = file.exact.open();
        total = framing.head.length + file.exact.size + framing.tail.length;
    }
    else {
        const size = (await (0,promises_.stat)(file.path)).size;
        source = (0,external_node_fs_.createReadStream)(file.path);
        total = framing.head.length + size + framing.tail.length;
    }
    const form = multipartStream(framing, source);
    const watchdog = new AbortController();
    const timer = setTimeout(() => watchdog.abort(stallError()), stallTimeoutMs);
    let sent = 0;
    let chunks = 0;
    let whole = false;
    let hold;
    const holdMs = Math.min(earlyAnswerHoldMs, stallTimeoutMs / 2);
    const allSent = () => {
        whole = true;
        // Once the whole body is out, the wait for the answer has its own time limit.
        clearTimeout(timer);
        onSent();
    };
    // Counting what the connection takes (with back-pressure, not what is read from disk) tells
    // both the progress and whether the server can have received the whole request.
    const stream = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            // The headers go out with the first chunk (the leading fields). A proxy that refuses the
            // body by its Content-Length (nginx's 413) answers at once and closes; once it has closed,
            // a write fails and the answer waiting can be lost unread. Holding the archive back
            // briefly, as a client does for `Expect: 100-continue` (which not every server answers),
            // lets that answer be read first.
            if (++chunks === 2 && holdMs > 0) {
                hold = setTimeout(() => {
                    if (!stream.destroyed)
                        take(chunk, done);
                }, holdMs);
                return;
            }
            take(chunk, done);
        },
        flush(done) {
            // A body of unknown length is whole once its source has ended and all of it passed.
            if (!whole) {
                allSent();
                call.onProgress?.(sent, sent);
            }
            done();
        },
    });
    const take = (chunk, done) => {
        sent += chunk.length;
        if (sent >= total)
            allSent();
        else
            timer.refresh();
        call.onProgress?.(sent, total);
        done(null, chunk);
    };
    form.on('error', (error) => stream.destroy(error));
    form.pipe(stream);
    return {
        stream,
        headers: {
            'content-type': framing.contentType,
            ...(Number.isFinite(total) ? { 'content-length': String(total) } : {}),
        },
        stalled: watchdog.signal,
        complete: () => whole,
        sentBytes: () => sent,
        totalBytes: total,
        ...(source.recycle ? { recycle: source.recycle } : {}),
        dispose: () => {
            clearTimeout(timer);
            clearTimeout(hold);
            if (!stream.destroyed)
                stream.destroy();
            form.destroy();
            source.destroy();
        },
    };
}
function stallError() {
    return (0,errors/* codedError */.Au)('the upload made no progress', 'UPLOAD_STALLED');
}
function contentTypeOf(path) {
    if (/\.zip$/i.test(path))
        return 'application/zip';
    if (/\.(tgz|tar\.gz)$/i.test(path))
        return 'application/gzip';
    if (/\.tar$/i.test(path))
        return 'application/x-tar';
    return 'application/octet-stream';
}


/***/ })

};
