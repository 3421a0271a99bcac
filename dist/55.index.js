export const id = 55;
export const ids = [55];
export const modules = {

/***/ 1055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ sha256Of),
/* harmony export */   P: () => (/* binding */ zipEntryCount)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
// An archive built elsewhere and deployed as it is: its digest, and its entry count when a zip's
// end record gives it without reading the whole file.



async function sha256Of(path, signal) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path, { signal }))
        hash.update(chunk);
    return hash.digest('hex');
}
/** The end record is 22 bytes, after which a comment of up to 65,535 bytes may follow. */
const END_RECORD_SEARCH = 22 + 0xffff;
/**
 * The entry count a zip's end of central directory record (or its ZIP64 record) states, or
 * undefined when the file has none that reads cleanly.
 */
async function zipEntryCount(path, size) {
    const length = Math.min(size, END_RECORD_SEARCH + 20);
    const tail = Buffer.alloc(length);
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(path, 'r');
    try {
        await file.read(tail, 0, length, size - length);
        for (let at = length - 22; at >= 0; at--) {
            if (tail.readUInt32LE(at) !== 0x06054b50)
                continue;
            if (at + 22 + tail.readUInt16LE(at + 20) !== length)
                continue;
            const count = tail.readUInt16LE(at + 10);
            if (count !== 0xffff)
                return count;
            // ZIP64: the locator sits just before the end record and points at the ZIP64 record.
            if (at < 20 || tail.readUInt32LE(at - 20) !== 0x07064b50)
                return undefined;
            const offset = Number(tail.readBigUInt64LE(at - 12));
            const record = Buffer.alloc(56);
            await file.read(record, 0, 56, offset);
            if (record.readUInt32LE(0) !== 0x06064b50)
                return undefined;
            return Number(record.readBigUInt64LE(32));
        }
        return undefined;
    }
    finally {
        await file.close();
    }
}


/***/ })

};
