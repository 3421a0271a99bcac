// A server or a library may echo a secret in another spelling than the one it was given: escaped
// for JSON (`\/`, `\u0073`), percent-encoded in a URL, or in base64 inside a header it quotes.
// Each spelling is redacted, so that no copy reaches the log, an annotation or the summary.

const MASK = '***';

/** JSON's escapes (`\/`, `\"`, `\\`, `\uXXXX`) read back to the characters they stand for. */
function unescapeJson(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|[/"\\])/g, (_, escape: string) =>
    escape.length === 5 ? String.fromCharCode(parseInt(escape.slice(1), 16)) : escape,
  );
}

/** Percent-encoded octets read back as UTF-8, leaving anything that does not decode as it is. */
function unescapePercent(text: string): string {
  return text.replace(/(%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function replaceAll(text: string, secret: string): string {
  return text.split(secret).join(MASK);
}

/**
 * `text` without any of `secrets`, in whatever spelling a server may have echoed them. Escapes are
 * read back only where a secret hides behind them, so that other text keeps its spelling.
 */
export function redact(text: string, secrets: readonly string[]): string {
  const present = secrets.filter((secret) => secret.length >= 4);
  if (present.length === 0 || text === '') return text;
  let result = text;
  for (const secret of present) {
    result = replaceAll(result, secret);
    result = replaceAll(result, Buffer.from(secret).toString('base64').replace(/=+$/, ''));
    result = replaceAll(result, encodeURIComponent(secret));
  }
  // Mixed or partial escapes (`\u0073k_\/x`) are found by reading the escapes back.
  if (/\\u[0-9a-fA-F]{4}|\\\/|%[0-9a-fA-F]{2}/.test(result)) {
    for (const decode of [
      unescapeJson,
      unescapePercent,
      (t: string) => unescapePercent(unescapeJson(t)),
    ]) {
      const decoded = decode(result);
      if (present.some((secret) => decoded.includes(secret))) {
        result = decoded;
        for (const secret of present) result = replaceAll(result, secret);
      }
    }
  }
  return result;
}

/** A URL as it may be shown: without a user name or password. */
export function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1');
}
