// Each figure's counting is written once (src/figures/definitions.ts): the README's "Delivery
// figures" section and `stats --help` hold it word for word, and `stats --json` has its keys.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTED, FIGURES, figuresHelp } from '../../src/figures/definitions.ts';
import { deliveryFigures, figuresJson } from '../../src/figures/figures.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const readme = flat(readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8'));
const section = readme.slice(
  readme.indexOf('## Delivery figures'),
  readme.indexOf('## One deployment'),
);

describe('the figures defined once', () => {
  it('are in the README word for word, each with its key', () => {
    expect(section).toContain(flat(COUNTED));
    for (const figure of FIGURES) {
      expect(section).toContain(`**${figure.name}** (\`${figure.key}\`): ${flat(figure.counting)}`);
    }
  });

  it('are in --help, each naming the DORA measure it follows', () => {
    const help = flat(figuresHelp());
    for (const figure of FIGURES) {
      expect(help).toContain(`${figure.name} (${figure.key}): ${flat(figure.counting)}`);
      expect(figure.counting).toMatch(/\(DORA's [^)]+\)/);
    }
    expect(
      figuresHelp()
        .split('\n')
        .every((line) => line.length <= 100),
    ).toBe(true);
  });

  it('name keys that stats --json has', () => {
    const keys = Object.keys(
      figuresJson(
        deliveryFigures({
          releases: [],
          since: new Date(0),
          now: new Date(1),
          commitTimes: new Map(),
        }),
      ),
    );
    for (const figure of FIGURES) expect(keys).toContain(figure.key);
  });
});
