export const id = 365;
export const ids = [365];
export const modules = {

/***/ 49365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   manifestLine: () => (/* binding */ manifestLine),
/* harmony export */   manifestName: () => (/* binding */ manifestName),
/* harmony export */   manifestParts: () => (/* binding */ manifestParts)
/* harmony export */ });
/**
 * A name made one line: a backslash, a line break or any control character is written as a
 * backslash escape, so that a hostile name cannot forge a second entry.
 */
function manifestName(name) {
    // eslint-disable-next-line no-control-regex
    return name.replace(/[\\\x00-\x1f\x7f-\x9f\u2028\u2029]/g, (char) => {
        if (char === '\\')
            return '\\\\';
        if (char === '\n')
            return '\\n';
        if (char === '\r')
            return '\\r';
        if (char === '\t')
            return '\\t';
        return `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`.replace(/^\\x(.{3,})$/, (_whole, hex) => `\\u${hex.padStart(4, '0')}`);
    });
}
/** One line an entry: kind, mode in octal, size in bytes, name (a link's target after `->`). */
function manifestLine(entry) {
    const mode = entry.mode.toString(8).padStart(4, '0');
    const link = entry.target === undefined ? '' : ` -> ${manifestName(entry.target)}`;
    return `${entry.kind} ${mode} ${entry.size} ${manifestName(entry.name)}${link}`;
}
/**
 * The manifest in parts of a few thousand lines, to be written one after another: a tree of
 * 100,000 entries would otherwise make a string, and garbage, of tens of megabytes at once.
 */
function* manifestParts(entries, linesPerPart = 4096) {
    for (let start = 0; start < entries.length; start += linesPerPart) {
        let part = '';
        for (const entry of entries.slice(start, start + linesPerPart)) {
            part += `${manifestLine(entry)}\n`;
        }
        yield part;
    }
}


/***/ })

};
