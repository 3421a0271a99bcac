export const id = 264;
export const ids = [264];
export const modules = {

/***/ 9264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nl: () => (/* binding */ MATCH_TIMEOUT_MS),
/* harmony export */   et: () => (/* binding */ subjectOf),
/* harmony export */   pQ: () => (/* binding */ translatePattern),
/* harmony export */   ux: () => (/* binding */ testWithin)
/* harmony export */ });
/* unused harmony export cannotBacktrack */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

/**
 * Auto-deploy patterns as Amezmo's PHP reads them: `preg_match` with no modifiers, so PCRE2 in
 * byte mode (no `u`), unanchored, default newline LF, the C locale's character tables.
 *
 * The pattern is taken as the whole regular expression: every character, `/` and `#` included,
 * means what it means to PCRE. The service must wrap it in delimiters it does not contain (a
 * `/`-wrapped `release/` would not even compile, yet that is the documented kind of pattern), so
 * guessing a delimiter and failing patterns that contain it would reject patterns that work.
 *
 * JavaScript cannot run PCRE, so each pattern is rewritten into a JavaScript RegExp that accepts
 * exactly the same names, or refused with the construct that prevents it. The rewrite works on
 * bytes: the name is matched as its UTF-8 bytes, one JavaScript character per byte, and every
 * character test becomes an explicit set of bytes. So `.`, `\s`, `[[:alpha:]]`, `(?i)` and
 * `\p{Lu}` mean what they mean to PCRE, not what JavaScript's own flags would make of them.
 */
/** How long one match may hold the thread, in ms, before the pattern counts as too slow. */
const MATCH_TIMEOUT_MS = 150;
class PatternError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AmezmoDeployError */ .n2 {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
    get errorCode() {
        return this.kind === 'unsupported' ? 'pattern-unsupported' : 'pattern-invalid';
    }
}
const unsupported = (what) => new PatternError('unsupported', what);
const invalid = (what) => new PatternError('invalid', what);
const emptySet = () => new Array(256).fill(false);
function setOf(test) {
    return Array.from({ length: 256 }, (_, byte) => test(byte));
}
const inRange = (low, high) => (byte) => byte >= low.charCodeAt(0) && byte <= high.charCodeAt(0);
const oneOf = (chars) => (byte) => chars.includes(String.fromCharCode(byte));
const isDigit = inRange('0', '9');
const isUpper = inRange('A', 'Z');
const isLower = inRange('a', 'z');
const isAlpha = (byte) => isUpper(byte) || isLower(byte);
const isWord = (byte) => isAlpha(byte) || isDigit(byte) || byte === 0x5f;
// The C locale's space: tab, LF, VT, FF, CR, space. Not 0x85 or 0xA0, unlike JavaScript's \s.
const isSpace = oneOf('\t\n\v\f\r ');
const isGraph = (byte) => byte >= 0x21 && byte <= 0x7e;
const POSIX_CLASSES = {
    alnum: (byte) => isAlpha(byte) || isDigit(byte),
    alpha: isAlpha,
    ascii: (byte) => byte < 0x80,
    blank: oneOf(' \t'),
    cntrl: (byte) => byte < 0x20 || byte === 0x7f,
    digit: isDigit,
    graph: isGraph,
    lower: isLower,
    print: (byte) => byte >= 0x20 && byte <= 0x7e,
    punct: (byte) => isGraph(byte) && !isAlpha(byte) && !isDigit(byte),
    space: isSpace,
    upper: isUpper,
    word: isWord,
    xdigit: (byte) => isDigit(byte) || inRange('a', 'f')(byte) || inRange('A', 'F')(byte),
};
// PCRE tests \p on a byte as the code point of the same number; JavaScript knows the same
// general categories, so their byte sets are computed rather than copied.
const CATEGORIES = new Set([
    ...['C', 'Cc', 'Cf', 'Cn', 'Co', 'Cs', 'L', 'Ll', 'Lm', 'Lo', 'Lt', 'Lu', 'M', 'Mc', 'Me', 'Mn'],
    ...['N', 'Nd', 'Nl', 'No', 'P', 'Pc', 'Pd', 'Pe', 'Pf', 'Pi', 'Po', 'Ps', 'S', 'Sc', 'Sk'],
    ...['Sm', 'So', 'Z', 'Zl', 'Zp', 'Zs'],
]);
function propertySet(name) {
    if (name === 'Any')
        return setOf(() => true);
    const category = name === 'L&' || name === 'Lc' ? 'LC' : name;
    if (!CATEGORIES.has(name) && category !== 'LC') {
        throw unsupported(`the Unicode property \\p{${name}} (only general categories such as \\p{Lu} are translated)`);
    }
    const regex = new RegExp(`\\p{General_Category=${category}}`, 'u');
    return setOf((byte) => regex.test(String.fromCharCode(byte)));
}
function caseFolded(set) {
    const folded = [...set];
    for (let byte = 0; byte < 256; byte++) {
        if (!set[byte])
            continue;
        if (isUpper(byte))
            folded[byte + 0x20] = true;
        if (isLower(byte))
            folded[byte - 0x20] = true;
    }
    return folded;
}
function literal(byte) {
    return isWord(byte) ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`;
}
function setSource(set) {
    const ranges = [];
    let count = 0;
    for (let low = 0; low < 256; low++) {
        if (!set[low])
            continue;
        let high = low;
        while (high + 1 < 256 && set[high + 1])
            high++;
        count += high - low + 1;
        ranges.push(high === low
            ? literal(low)
            : high === low + 1
                ? literal(low) + literal(high)
                : `${literal(low)}-${literal(high)}`);
        low = high;
    }
    if (count === 1)
        return ranges[0] ?? '';
    return `[${ranges.join('')}]`;
}
const KNOWN_FLAGS = new Set(['i', 'm', 'n', 's', 'x', 'U', 'J']);
class Translator {
    at = 0;
    atomicGroups = 0;
    lookbehinds = 0;
    lookarounds = 0;
    depth = 0;
    text;
    constructor(text) {
        this.text = text;
    }
    translate() {
        const flags = { i: false, m: false, s: false, x: false, xx: false, U: false };
        const { source } = this.alternation(flags);
        if (this.at < this.text.length)
            throw invalid('an unmatched closing parenthesis )');
        return source;
    }
    peek(offset = 0) {
        return this.text[this.at + offset] ?? '';
    }
    startsWith(prefix) {
        return this.text.startsWith(prefix, this.at);
    }
    /** Alternatives up to a `)` or the end; flag changes carry into later alternatives, as in PCRE. */
    alternation(flags) {
        const branches = [];
        const lengths = [];
        for (;;) {
            const items = this.sequence(flags);
            branches.push(items.map((item) => item.source).join(''));
            lengths.push(items.reduce((sum, item) => (sum === null || item.length === null ? null : sum + item.length), 0));
            if (this.peek() !== '|')
                break;
            this.at++;
        }
        return { source: branches.join('|'), lengths };
    }
    sequence(flags) {
        const items = [];
        while (this.at < this.text.length) {
            const char = this.peek();
            if (char === '|' || char === ')')
                break;
            if (this.skipExtendedSpace(flags))
                continue;
            if ('*+?'.includes(char) || this.quantifierAhead()) {
                const last = items.at(-1);
                if (!last)
                    throw invalid(`a quantifier ${char} that follows nothing repeatable`);
                if (!last.quantifiable) {
                    throw last.lookaround
                        ? unsupported(`a quantifier ${char} on a lookaround`)
                        : invalid(`a quantifier ${char} that follows nothing repeatable`);
                }
                items[items.length - 1] = this.quantified(last, flags);
                continue;
            }
            if (char === '\\' && this.peek(1) === 'Q') {
                this.at += 2;
                for (const byte of this.quoted())
                    items.push(this.byteItem(byte, flags));
                continue;
            }
            const item = this.atom(flags);
            if (item)
                items.push(item);
        }
        return items;
    }
    /** Skips white space and `#` comments in extended mode; true when it skipped something. */
    skipExtendedSpace(flags) {
        if (!flags.x)
            return false;
        const char = this.peek();
        if (isSpace(char.charCodeAt(0))) {
            this.at++;
            return true;
        }
        if (char === '#') {
            const end = this.text.indexOf('\n', this.at);
            this.at = end === -1 ? this.text.length : end + 1;
            return true;
        }
        return false;
    }
    /** The bytes of `\Q…\E` (the `\Q` already read), up to `\E` or the end. */
    quoted() {
        const end = this.text.indexOf('\\E', this.at);
        const stop = end === -1 ? this.text.length : end;
        const bytes = [...this.text.slice(this.at, stop)].map((char) => char.charCodeAt(0));
        this.at = end === -1 ? stop : stop + 2;
        return bytes;
    }
    /**
     * Where `[:name:]` (or `[.x.]`, `[=x=]`) that starts at `at` ends, or -1 when PCRE would not
     * read it as one: it skips \] and \\, and gives up at a ] or a nested [: first.
     */
    posixEnd(at) {
        const terminator = this.text[at + 1] ?? '';
        if (!':.='.includes(terminator) || terminator === '')
            return -1;
        for (let index = at + 2; index < this.text.length; index++) {
            const char = this.text[index];
            const next = this.text[index + 1];
            if (char === '\\' && (next === ']' || next === '\\'))
                index++;
            else if ((char === '[' && next === terminator) || char === ']')
                return -1;
            else if (char === terminator && next === ']')
                return index;
        }
        return -1;
    }
    skipEmptyQuote() {
        const empty = this.startsWith('\\E') ? 2 : this.startsWith('\\Q\\E') ? 4 : 0;
        this.at += empty;
        return empty > 0;
    }
    /** Skips what PCRE reads as nothing at all, so that `a+(?#note)?` is `a+?`. */
    skipNothing() {
        for (;;) {
            if (this.skipEmptyQuote())
                continue;
            if (!this.startsWith('(?#'))
                return;
            const end = this.text.indexOf(')', this.at);
            if (end === -1)
                return;
            this.at = end + 1;
        }
    }
    quantifierAhead() {
        return this.peek() === '{' && /^\{(\d+)(,(\d*))?\}/.test(this.text.slice(this.at));
    }
    quantified(item, flags) {
        let min;
        let max;
        const char = this.peek();
        if (char === '{') {
            const match = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.at));
            if (!match)
                throw invalid('a malformed {} quantifier');
            min = Number(match[1]);
            max = match[2] === undefined ? min : match[3] === '' ? undefined : Number(match[3]);
            if (min > 65535 || (max ?? 0) > 65535)
                throw invalid('a number too big in a {} quantifier');
            if (max !== undefined && max < min)
                throw invalid('numbers out of order in a {} quantifier');
            this.at += match[0].length;
        }
        else {
            min = char === '+' ? 1 : 0;
            max = char === '?' ? 1 : undefined;
            this.at++;
        }
        this.skipNothing();
        let lazy = flags.U;
        let possessive = false;
        if (this.peek() === '?') {
            lazy = !lazy;
            this.at++;
        }
        else if (this.peek() === '+') {
            possessive = true;
            lazy = false;
            this.at++;
        }
        const bounds = max === undefined
            ? min === 0
                ? '*'
                : min === 1
                    ? '+'
                    : `{${min},}`
            : min === max
                ? `{${min}}`
                : min === 0 && max === 1
                    ? '?'
                    : `{${min},${max}}`;
        const source = `${item.source}${bounds}${lazy && min !== max ? '?' : ''}`;
        const length = max === min && item.length !== null ? item.length * min : null;
        if (possessive)
            return { ...this.atomic(source, length), quantifiable: false };
        return { source, length, quantifiable: false };
    }
    /**
     * An atomic group as JavaScript can have one: a lookahead never backtracks into itself, and a
     * backreference to what it captured consumes exactly that text. Named, so that the numbering
     * of groups does not depend on the order the rewrite makes them in.
     */
    atomic(source, length) {
        if (this.lookbehinds > 0) {
            throw unsupported('an atomic group or possessive quantifier inside a lookbehind');
        }
        const name = `atomic${++this.atomicGroups}`;
        return {
            source: `(?:(?=(?<${name}>${source}))\\k<${name}>)`,
            length,
            quantifiable: true,
        };
    }
    byteItem(byte, flags) {
        const set = emptySet();
        set[byte] = true;
        return { source: setSource(flags.i ? caseFolded(set) : set), length: 1, quantifiable: true };
    }
    setItem(set) {
        return { source: setSource(set), length: 1, quantifiable: true };
    }
    atom(flags) {
        const char = this.peek();
        switch (char) {
            case '(':
                return this.group(flags);
            case '[':
                return this.setItem(this.characterClass(flags));
            case '.':
                this.at++;
                return this.setItem(setOf((byte) => flags.s || byte !== 0x0a));
            case '^':
                this.at++;
                // Multiline: after an inner newline, but not after the one that ends the subject (PCRE2).
                return { source: flags.m ? '(?:^|(?<=\\n)(?!$))' : '^', length: 0, quantifiable: false };
            case '$':
                this.at++;
                return { source: flags.m ? '(?=\\n|$)' : '(?=\\n?$)', length: 0, quantifiable: false };
            case '\\': {
                const escape = this.escape(false);
                if (escape.type === 'byte')
                    return this.byteItem(escape.byte, flags);
                if (escape.type === 'set')
                    return this.setItem(escape.set);
                if (escape.type === 'item')
                    return escape.item;
                return undefined;
            }
            case '{':
                // PCRE2 10.43 reads {,3} as a quantifier; older versions, as PHP 8.2 has, as text.
                if (/^\{\s*,\s*\d+\s*\}/.test(this.text.slice(this.at))) {
                    throw unsupported("the quantifier {,n}, which PHP's PCRE2 versions read differently");
                }
                this.at++;
                return this.byteItem(0x7b, flags);
            default:
                this.at++;
                return this.byteItem(char.charCodeAt(0), flags);
        }
    }
    group(outer) {
        const start = this.at;
        this.at++;
        const flags = { ...outer };
        if (this.peek() === '*') {
            const verb = /^\(\*[^)]*\)?/.exec(this.text.slice(start))?.[0] ?? '(*';
            throw unsupported(`the PCRE verb ${verb}`);
        }
        let kind = 'group';
        let prefix = '(?:';
        if (this.peek() === '?') {
            const rest = this.text.slice(this.at + 1);
            const name = /^(?:P?<([^>=!]*)>|'([^']*)')/.exec(rest);
            if (rest.startsWith('#')) {
                const end = this.text.indexOf(')', this.at);
                if (end === -1)
                    throw invalid('a comment (?# without its closing parenthesis');
                this.at = end + 1;
                return undefined;
            }
            else if (rest.startsWith(':') || rest.startsWith('|')) {
                this.at += 2;
            }
            else if (rest.startsWith('>')) {
                kind = 'atomic';
                this.at += 2;
            }
            else if (/^<?[=!]/.test(rest)) {
                const behind = rest.startsWith('<');
                kind = behind ? 'lookbehind' : 'lookahead';
                prefix = `(?${behind ? '<' : ''}${behind ? rest[1] : rest[0]}`;
                this.at += behind ? 3 : 2;
            }
            else if (name) {
                const groupName = name[1] ?? name[2] ?? '';
                if (!/^[A-Za-z_]\w{0,31}$/.test(groupName)) {
                    throw invalid(`the group name '${groupName}' (letters, digits and _, not first a digit)`);
                }
                this.at += 1 + name[0].length;
            }
            else if (/^(P=|P>|&|R\)|[+-]?\d)/.test(rest)) {
                throw unsupported(rest.startsWith('P=')
                    ? 'a backreference (?P=…)'
                    : 'recursion or a subroutine call such as (?R), (?1) or (?&name)');
            }
            else if (rest.startsWith('(')) {
                throw unsupported('a conditional group (?(…)…)');
            }
            else if (rest.startsWith('C')) {
                throw unsupported('a callout (?C…)');
            }
            else {
                const setting = /^(\^)?([a-zA-Z]*)(?:-([a-zA-Z]*))?([:)])/.exec(rest);
                if (!setting) {
                    throw invalid(`an unrecognised group (?${rest.slice(0, 1)}`);
                }
                const [whole, caret, on = '', off = '', end] = setting;
                for (const letter of on + off) {
                    if (!KNOWN_FLAGS.has(letter)) {
                        throw unsupported(`the inline option (?${letter}), which PHP's PCRE2 versions differ on`);
                    }
                }
                const target = end === ')' ? outer : flags;
                if (caret)
                    Object.assign(target, { i: false, m: false, s: false, x: false, xx: false });
                this.applyFlags(target, on, true);
                this.applyFlags(target, off, false);
                this.at += 1 + whole.length;
                // `(?i)` changes the rest of the enclosing group; the caller goes on with `outer`.
                // It stays in the sequence as nothing that a quantifier may follow, as in PCRE.
                if (end === ')')
                    return { source: '', length: 0, quantifiable: false };
            }
        }
        // PCRE2's own limit; it also keeps this recursion far from the end of the stack.
        if (++this.depth > 250)
            throw invalid('parentheses nested more than 250 deep');
        if (kind === 'lookbehind')
            this.lookbehinds++;
        if (kind !== 'group' && kind !== 'atomic')
            this.lookarounds++;
        const inner = this.alternation(flags);
        this.depth--;
        if (kind === 'lookbehind')
            this.lookbehinds--;
        if (kind !== 'group' && kind !== 'atomic')
            this.lookarounds--;
        if (this.peek() !== ')')
            throw invalid('a missing closing parenthesis )');
        this.at++;
        if (kind === 'lookbehind' && inner.lengths.some((length) => length === null)) {
            throw unsupported(`the lookbehind ${this.text.slice(start, this.at)} of varying length (PHP's PCRE2 versions disagree on it)`);
        }
        const lengths = new Set(inner.lengths);
        const length = lengths.size === 1 ? [...lengths][0] : null;
        if (kind === 'atomic')
            return this.atomic(inner.source, length);
        if (kind === 'group')
            return { source: `(?:${inner.source})`, length, quantifiable: true };
        return {
            source: `${prefix}${inner.source})`,
            length: 0,
            quantifiable: false,
            lookaround: true,
        };
    }
    applyFlags(flags, letters, on) {
        for (const letter of letters) {
            if (letter === 'i' || letter === 'm' || letter === 's' || letter === 'U')
                flags[letter] = on;
            if (letter === 'x') {
                // `xx` also ignores spaces in classes; `-x` turns off both.
                flags.xx = on && flags.x && letters.split('x').length > 2;
                flags.x = on;
            }
        }
    }
    characterClass(flags) {
        const start = this.at;
        this.at++;
        if (/^[:.=]/.test(this.peek()) && this.posixEnd(start) !== -1) {
            throw invalid('a POSIX class such as [:digit:] or [.a.] outside brackets; write [[:digit:]]');
        }
        const negated = this.peek() === '^';
        if (negated)
            this.at++;
        const foldable = emptySet();
        const fixed = emptySet();
        let first = true;
        for (;;) {
            if (this.at >= this.text.length)
                throw invalid('a missing terminating ] for a class');
            // PCRE ignores \E and an empty \Q\E, even where a ] would still be a member.
            if (this.skipEmptyQuote())
                continue;
            const char = this.peek();
            if (char === ']' && !first) {
                this.at++;
                break;
            }
            first = false;
            if (flags.xx && (char === ' ' || char === '\t')) {
                this.at++;
                continue;
            }
            const posixEnd = char === '[' ? this.posixEnd(this.at) : -1;
            if (posixEnd !== -1) {
                if (this.startsWith('[:<:]]') || this.startsWith('[:>:]]')) {
                    throw unsupported('the word boundary [[:<:]] or [[:>:]]');
                }
                if (this.peek(1) !== ':')
                    throw invalid('a POSIX collating element such as [.a.] or [=a=]');
                const body = this.text.slice(this.at + 2, posixEnd);
                const negatedPosix = body.startsWith('^');
                const name = negatedPosix ? body.slice(1) : body;
                const test = Object.hasOwn(POSIX_CLASSES, name) ? POSIX_CLASSES[name] : undefined;
                if (!test)
                    throw invalid(`an unknown POSIX class [:${body}:]`);
                this.at = posixEnd + 2;
                if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
                    throw invalid('an invalid range: a POSIX class before -');
                }
                // Under (?i) PCRE folds the class before negating it: [[:^lower:]] then excludes A-Z too.
                const positive = setOf(test);
                const members = flags.i ? caseFolded(positive) : positive;
                members.forEach((member, byte) => {
                    if (member !== negatedPosix)
                        fixed[byte] = true;
                });
                continue;
            }
            let low;
            if (char === '\\') {
                const escape = this.escape(true);
                if (escape.type === 'none')
                    continue;
                let last;
                if (escape.type === 'quote') {
                    // The last quoted byte may start a range, as in [\Qa\E-z].
                    const bytes = this.quoted();
                    last = bytes.pop();
                    for (const byte of bytes)
                        foldable[byte] = true;
                    if (last === undefined)
                        continue;
                }
                if (escape.type === 'set') {
                    if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
                        throw invalid('an invalid range: a class escape such as \\d before -');
                    }
                    escape.set.forEach((member, byte) => {
                        // \d, \w, \p{Lu} and the like are not folded under (?i), as in PCRE.
                        if (member)
                            fixed[byte] = true;
                    });
                    continue;
                }
                if (escape.type === 'item')
                    throw invalid('an escape that is not allowed in a class');
                low = escape.type === 'byte' ? escape.byte : (last ?? 0);
            }
            else {
                low = char.charCodeAt(0);
                this.at++;
            }
            let high = low;
            if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== '') {
                this.at++;
                if (this.peek() === '\\') {
                    const escape = this.escape(true);
                    if (escape.type !== 'byte')
                        throw invalid('an invalid range: a class escape after -');
                    high = escape.byte;
                }
                else if (this.peek() === '[' && this.peek(1) === ':') {
                    throw invalid('an invalid range: a POSIX class after -');
                }
                else {
                    high = this.peek().charCodeAt(0);
                    this.at++;
                }
                if (high < low)
                    throw invalid('a range out of order in a class');
            }
            for (let byte = low; byte <= high; byte++)
                foldable[byte] = true;
        }
        const members = flags.i ? caseFolded(foldable) : foldable;
        return setOf((byte) => (members[byte] || fixed[byte]) !== negated);
    }
    /** Reads one escape at `\`; `inClass` is where PCRE's rules for escapes differ. */
    escape(inClass) {
        this.at++;
        const char = this.peek();
        if (char === '')
            throw invalid('a \\ at the end of the pattern');
        this.at++;
        const byte = (value) => ({ type: 'byte', byte: value });
        const set = (test, negate) => ({
            type: 'set',
            set: setOf((value) => test(value) !== negate),
        });
        const item = (source, length = 0, quantifiable = false) => {
            if (inClass)
                throw invalid(`the escape \\${char}, which is not allowed in a class`);
            return { type: 'item', item: { source, length, quantifiable } };
        };
        switch (char) {
            case 'a':
                return byte(0x07);
            case 'e':
                return byte(0x1b);
            case 'f':
                return byte(0x0c);
            case 'n':
                return byte(0x0a);
            case 'r':
                return byte(0x0d);
            case 't':
                return byte(0x09);
            case 'b':
                return inClass ? byte(0x08) : item('\\b');
            case 'B':
                return item('\\B');
            case 'A':
            case 'G':
                // preg_match starts at offset 0, so \G holds where \A does.
                return item('^');
            case 'z':
                return item('$');
            case 'Z':
                return item('(?=\\n?$)');
            case 'd':
            case 'D':
                return set(isDigit, char === 'D');
            case 'w':
            case 'W':
                return set(isWord, char === 'W');
            case 's':
            case 'S':
                return set(isSpace, char === 'S');
            case 'h':
            case 'H':
                return set(oneOf('\t \xa0'), char === 'H');
            case 'v':
            case 'V':
                return set(oneOf('\n\v\f\r\x85'), char === 'V');
            case 'N':
                // \N{2} is \N repeated; \N{U+41} and \N{name} PCRE2 refuses without UTF mode.
                if (this.peek() === '{' && !this.quantifierAhead()) {
                    throw invalid('\\N{…}, which PCRE2 supports only in UTF mode');
                }
                if (inClass)
                    throw invalid('\\N, which is not allowed in a class');
                return { type: 'item', item: this.setItem(setOf((value) => value !== 0x0a)) };
            case 'C':
                if (inClass)
                    throw invalid('\\C, which is not allowed in a class');
                return { type: 'item', item: this.setItem(setOf(() => true)) };
            case 'R':
                // \R is atomic in PCRE: CR LF is never split into CR then LF.
                return item('(?:\\r\\n|(?!\\r\\n)[\\n\\x0b\\f\\r\\x85])', null, true);
            case 'K':
                if (inClass)
                    throw invalid('\\K, which is not allowed in a class');
                // \K moves where the reported match starts; whether there is a match stays the same.
                if (this.lookarounds > 0)
                    throw unsupported('\\K inside a lookaround');
                return { type: 'item', item: { source: '', length: 0, quantifiable: false } };
            case 'X':
                throw unsupported('\\X (an extended grapheme cluster)');
            case 'Q':
                // Outside a class the sequence reads \Q itself, since each quoted byte is an item.
                return { type: 'quote' };
            case 'E':
                return { type: 'none' };
            case 'p':
            case 'P': {
                const braced = /^\{(\^?)([^}]*)\}/.exec(this.text.slice(this.at));
                const name = braced ? braced[2] : this.peek();
                if (!name)
                    throw invalid(`a malformed \\${char} property`);
                this.at += braced ? braced[0].length : 1;
                const negate = (char === 'P') !== (braced?.[1] === '^');
                const members = propertySet(name ?? '');
                return { type: 'set', set: setOf((value) => members[value] !== negate) };
            }
            case 'x': {
                const braced = /^\{([0-9a-fA-F]+)\}/.exec(this.text.slice(this.at));
                if (braced) {
                    this.at += braced[0].length;
                    return this.codePoint(parseInt(braced[1] ?? '', 16), '\\x{…}');
                }
                if (this.peek() === '{')
                    throw invalid('a malformed \\x{…}');
                const digits = /^[0-9a-fA-F]{0,2}/.exec(this.text.slice(this.at))?.[0] ?? '';
                this.at += digits.length;
                return byte(digits ? parseInt(digits, 16) : 0);
            }
            case 'o': {
                const braced = /^\{([0-7]+)\}/.exec(this.text.slice(this.at));
                if (!braced)
                    throw invalid('a malformed \\o{…}');
                this.at += braced[0].length;
                return this.codePoint(parseInt(braced[1] ?? '', 8), '\\o{…}');
            }
            case '0': {
                const digits = /^[0-7]{0,2}/.exec(this.text.slice(this.at))?.[0] ?? '';
                this.at += digits.length;
                return byte(parseInt(`0${digits}`, 8));
            }
            case 'c': {
                const control = this.peek();
                const code = control.toUpperCase().charCodeAt(0);
                if (!control || code < 0x20 || code > 0x7e) {
                    throw invalid('\\c followed by something other than a printable ASCII character');
                }
                this.at++;
                return byte(code ^ 0x40);
            }
            case 'g':
            case 'k':
                if (/^[<']/.test(this.peek()) && char === 'g') {
                    throw unsupported('a subroutine call \\g<…>');
                }
                throw unsupported(`a backreference \\${char}…`);
            default:
                if (/[1-9]/.test(char)) {
                    // PCRE reads \101 as octal when there are not that many groups; fewer opening
                    // parentheses than the number is proof enough.
                    const number = /^[1-9]\d*/.exec(this.text.slice(this.at - 1))?.[0] ?? char;
                    const parentheses = this.text.split('(').length - 1;
                    if (Number(number) >= 10 && parentheses < Number(number) && /^[0-7]/.test(char)) {
                        const octal = /^[0-7]{1,3}/.exec(this.text.slice(this.at - 1))?.[0] ?? char;
                        this.at += octal.length - 1;
                        return this.codePoint(parseInt(octal, 8), 'an octal escape');
                    }
                    throw unsupported(`a backreference \\${char} (JavaScript and PCRE disagree on groups that did not take part)`);
                }
                if (/[A-Za-z0-9]/.test(char)) {
                    throw invalid(/[FLlUu]/.test(char)
                        ? `\\${char}, which PCRE does not support`
                        : `an unrecognised escape \\${char}`);
                }
                // Any other escaped character stands for itself.
                return byte(char.charCodeAt(0));
        }
    }
    codePoint(value, written) {
        if (value > 0xff) {
            throw invalid(`a character code above \\xff in ${written} (PHP matches bytes without /u)`);
        }
        return { type: 'byte', byte: value };
    }
}
/** The pattern as PHP's PCRE2 reads it, rewritten for JavaScript, or why that cannot be done. */
function translatePattern(pattern) {
    try {
        const source = new Translator(subjectOf(pattern)).translate();
        return { ok: true, regex: new RegExp(source) };
    }
    catch (error) {
        if (error instanceof PatternError)
            return { ok: false, kind: error.kind, problem: error.message };
        throw error;
    }
}
/** A name as PHP hands it to PCRE2: its UTF-8 bytes, one JavaScript character per byte. */
function subjectOf(name) {
    return Buffer.from(name, 'utf8').toString('latin1');
}
/** What the translation writes for `$`: a lookahead of fixed width. */
const END = String.raw `(?=\n?$)`;
/**
 * Whether a translated regex runs in time at most quadratic in its subject, whatever the
 * subject: no group, alternation or backreference, and at most one quantifier, outside
 * character classes and escapes (the translation's `$` aside). A name of a few hundred
 * characters then takes microseconds; anything else runs in the sandbox, with its timeout.
 */
function cannotBacktrack(regex) {
    const source = regex.source.split(END).join('');
    let quantifiers = 0;
    for (let index = 0; index < source.length; index++) {
        const char = source[index];
        if (char === '\\') {
            // A backreference (\1, \k<name>) can make matching exponential.
            if (/[1-9k]/.test(source[index + 1] ?? ''))
                return false;
            index++;
        }
        else if (char === '[') {
            for (index++; index < source.length && source[index] !== ']'; index++) {
                if (source[index] === '\\')
                    index++;
            }
        }
        else if (char === '(' || char === '|') {
            return false;
        }
        else if ('*+?{'.includes(char) && ++quantifiers > 1) {
            return false;
        }
    }
    return true;
}
let sandbox;
let test;
/**
 * Whether `regex` matches `subject`, or 'too-slow' when it ran past `timeoutMs`. A RegExp
 * that backtracks without end cannot be stopped from outside, but V8 interrupts a script run
 * with a timeout, and the regex inside it. The sandbox is made on the first call only.
 */
function testWithin(regex, subject, timeoutMs) {
    // Most patterns (`^main$`, `^release/.+`) cannot backtrack far: those need no sandbox.
    if (cannotBacktrack(regex))
        return regex.test(subject);
    // node:vm is loaded by the first pattern that needs the sandbox: most runs have none.
    const vm = process.getBuiltinModule('node:vm');
    sandbox ??= vm.createContext({});
    test ??= new vm.Script('regex.test(subject)');
    sandbox.regex = regex;
    sandbox.subject = subject;
    try {
        return test.runInContext(sandbox, { timeout: Math.max(1, Math.ceil(timeoutMs)) }) === true;
    }
    catch (error) {
        if (error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            return 'too-slow';
        throw error;
    }
    finally {
        sandbox.regex = undefined;
        sandbox.subject = undefined;
    }
}


/***/ })

};
