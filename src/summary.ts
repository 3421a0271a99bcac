// The HTML of every report: the job summaries of the actions and the environments plan's pull
// request comment. Each report module says what to show, as cells of text; this is the one place
// that makes them HTML, so that each piece of text is made safe and escaped exactly once; and the
// one place that makes them lines of text, for the command line.

/** A piece of text to show: plain, as code, or as a link (only https links are made links). */
export interface Cell {
  readonly text: string;
  readonly href?: string;
  /** Shown as `<code>`. */
  readonly code?: boolean;
}

/** One fact of a report: its name, and one or more cells (shown one after the other). */
export type Fact = readonly [string, Cell | readonly Cell[]];

/** What a part of a summary is: a table of facts, a table with a header, or a line of text. */
export type Part =
  | { readonly kind: 'facts'; readonly facts: readonly Fact[] }
  | {
      readonly kind: 'table';
      readonly head: readonly string[];
      readonly rows: readonly (readonly (Cell | readonly Cell[])[])[];
    }
  | { readonly kind: 'text'; readonly cells: readonly Cell[] };

/**
 * Text as HTML that shows it as it is. `@` is written as an entity too: in a pull request comment,
 * `@team` from a file or an answer would otherwise notify a team.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/@/g, '&#64;');
}

/** A link the summary may show as one: https, and nothing that could end the attribute. */
export function isShownLink(href: string | undefined): href is string {
  return href !== undefined && /^https:\/\/[^\s"<>]+$/.test(href);
}

/**
 * The summary as HTML: a title, then each part. `safe` makes each piece of text fit to show
 * (the shell's guard, which redacts secrets and defuses workflow commands) before it is escaped.
 */
export function summaryHtml(
  title: string,
  parts: readonly Part[],
  safe: (text: string) => string = (text) => text,
): string {
  const one = ({ text, href, code }: Cell): string => {
    const shown = code ? `<code>${escapeHtml(safe(text))}</code>` : escapeHtml(safe(text));
    return isShownLink(href) ? `<a href="${escapeHtml(safe(href))}">${shown}</a>` : shown;
  };
  const cells = (value: Cell | readonly Cell[]): string =>
    isCellList(value) ? value.map(one).join(' ') : one(value);
  const html = [`<h3>${escapeHtml(safe(title))}</h3>`];
  for (const part of parts) {
    if (part.kind === 'text') {
      html.push(`<p>${part.cells.map(one).join(' ')}</p>`);
    } else if (part.kind === 'facts') {
      if (part.facts.length === 0) continue;
      const rows = part.facts
        .map(
          ([name, value]) => `<tr><td>${escapeHtml(safe(name))}</td><td>${cells(value)}</td></tr>`,
        )
        .join('');
      html.push(`<table>${rows}</table>`);
    } else {
      const head = part.head.map((name) => `<th>${escapeHtml(safe(name))}</th>`).join('');
      const rows = part.rows
        .map((row) => `<tr>${row.map((value) => `<td>${cells(value)}</td>`).join('')}</tr>`)
        .join('');
      html.push(`<table><tr>${head}</tr>${rows}</table>`);
    }
  }
  return `${html.join('\n')}\n`;
}

function isCellList(value: Cell | readonly Cell[]): value is readonly Cell[] {
  return Array.isArray(value);
}

/**
 * The same parts as lines of text for a terminal: facts as `Name: value`, names aligned; a table
 * as columns under its header; each cell made safe by `safe`.
 */
export function summaryText(
  parts: readonly Part[],
  safe: (text: string) => string = (text) => text,
): string[] {
  const cells = (value: Cell | readonly Cell[]): string =>
    (isCellList(value) ? value : [value])
      .map(({ text, href }) =>
        href && href !== text ? `${safe(text)} (${safe(href)})` : safe(text),
      )
      .join(' ');
  const lines: string[] = [];
  for (const part of parts) {
    if (part.kind === 'text') {
      lines.push(part.cells.map((cell) => cells(cell)).join(' '));
    } else if (part.kind === 'facts') {
      const width = Math.max(0, ...part.facts.map(([name]) => safe(name).length));
      for (const [name, value] of part.facts) {
        lines.push(`${`${safe(name)}:`.padEnd(width + 2)}${cells(value)}`);
      }
    } else {
      lines.push(...columns([part.head.map(safe), ...part.rows.map((row) => row.map(cells))]));
    }
  }
  return lines;
}

/** Rows as columns, each as wide as its widest cell, two spaces apart. */
export function columns(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    row
      .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** Facts that have a value: the rows of a report whose value is undefined are left out. */
export function presentFacts(rows: readonly (readonly [string, Cell | undefined])[]): Fact[] {
  return rows.filter((row): row is [string, Cell] => row[1] !== undefined);
}
