import { describe, expect, it } from 'vitest';
import {
  columns,
  escapeHtml,
  presentFacts,
  summaryHtml,
  summaryText,
  type Part,
} from '../src/summary.ts';

const parts: Part[] = [
  { kind: 'text', cells: [{ text: 'Deployed' }, { text: 'now' }] },
  {
    kind: 'facts',
    facts: [
      ['Outcome', { text: '✅ Deployed' }],
      ['URL', { text: 'https://shop.test', href: 'https://shop.test' }],
      ['Run', { text: 'workflow run log', href: 'https://github.com/acme/shop/actions/runs/1' }],
      [
        'Patterns',
        [
          { text: '^main$', code: true },
          { text: '^v\\d+$', code: true },
        ],
      ],
    ],
  },
  { kind: 'facts', facts: [] },
  {
    kind: 'table',
    head: ['Environment', 'Setting'],
    rows: [
      [{ text: 'production' }, { text: 'ssh' }],
      [{ text: 'staging' }, [{ text: 'a' }, { text: 'b' }]],
    ],
  },
];

describe('summaryText', () => {
  it('writes facts aligned, links after their text, and tables as columns', () => {
    expect(summaryText(parts)).toEqual([
      'Deployed now',
      'Outcome:  ✅ Deployed',
      'URL:      https://shop.test',
      'Run:      workflow run log (https://github.com/acme/shop/actions/runs/1)',
      'Patterns: ^main$ ^v\\d+$',
      'Environment  Setting',
      'production   ssh',
      'staging      a b',
    ]);
  });

  it('makes every piece safe with the function given', () => {
    const lines = summaryText([{ kind: 'facts', facts: [['Name', { text: 'x\ny' }]] }], (text) =>
      text.replace(/\n/g, '\\n'),
    );
    expect(lines).toEqual(['Name: x\\ny']);
  });
});

describe('summaryHtml', () => {
  it('escapes every piece once, makes only https links, and leaves out empty facts', () => {
    const html = summaryHtml('Amezmo <deploy>', [
      ...parts,
      { kind: 'text', cells: [{ text: '@team', href: 'javascript:alert(1)' }] },
    ]);
    expect(html).toContain('<h3>Amezmo &lt;deploy&gt;</h3>');
    expect(html).toContain('<a href="https://shop.test">https://shop.test</a>');
    expect(html).toContain('<code>^main$</code> <code>^v\\d+$</code>');
    expect(html).toContain('<tr><th>Environment</th><th>Setting</th></tr>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&#64;team');
    expect(html.match(/<table>/g)).toHaveLength(2);
  });
});

describe('small pieces', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps the facts that have a value', () => {
    expect(
      presentFacts([
        ['A', { text: 'a' }],
        ['B', undefined],
      ]),
    ).toEqual([['A', { text: 'a' }]]);
  });

  it('lines up columns, with no space after the last', () => {
    expect(
      columns([
        ['a', 'bb'],
        ['ccc', ''],
      ]),
    ).toEqual(['a    bb', 'ccc']);
  });
});
