import { describe, expect, it } from 'vitest';
import {
  parseHealthStatus,
  parseHealthUrl,
  parseKeepDays,
  parseOnUnhealthy,
  readHealthSettings,
} from '../../src/settings/health.ts';
import type { SettingSource } from '../../src/settings/source.ts';

function source(values: Record<string, string>): SettingSource {
  const defaults: Record<string, string> = {
    'health-url': '',
    'health-status': '2xx',
    'health-body': '',
    'health-passes': '3',
    'health-timeout': '120',
  };
  const all = { ...defaults, ...values };
  return {
    text: (name) => all[name] ?? '',
    given: (name) => name in values,
    secret: (name) => all[name] ?? '',
    label: (name) => `Input '${name}'`,
  };
}

describe('health-status', () => {
  it.each([
    ['2xx', [200, 204, 299], [199, 300, 500]],
    ['200', [200], [201, 204]],
    ['200-204', [200, 203, 204], [205, 199]],
    ['200, 301-302,4XX', [200, 301, 302, 404], [201, 303, 500]],
  ])('takes %j', (text, healthy, not) => {
    const rule = parseHealthStatus(text);
    for (const status of healthy) expect(rule.test(status), String(status)).toBe(true);
    for (const status of not) expect(rule.test(status), String(status)).toBe(false);
  });

  it.each(['', 'ok', '2xx,', '600', '299-200', '20x', '200 204'])('refuses %j', (text) => {
    expect(() => parseHealthStatus(text)).toThrow(
      `Input 'health-status' has '${text}': give statuses as 200`,
    );
  });
});

describe('health-url', () => {
  it('takes a path or an absolute http(s) URL', () => {
    expect(parseHealthUrl('')).toBe('');
    expect(parseHealthUrl('/up')).toBe('/up');
    expect(parseHealthUrl('https://shop.example/up?x=1')).toBe('https://shop.example/up?x=1');
  });

  it.each([
    ['//evil.example/up', 'a path starts with one "/"'],
    ['ftp://shop.example/', 'the probe asks http or https only'],
    ['up me', 'white space'],
    ['shop.example/up', 'give an absolute URL'],
  ])('refuses %j', (value, problem) => {
    expect(() => parseHealthUrl(value)).toThrow(problem);
  });

  it('refuses a URL with a password, without showing the password', () => {
    let message = '';
    try {
      parseHealthUrl('https://user:s3cret@shop.example/up');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/user name or password/);
    expect(message).not.toContain('s3cret');
  });
});

describe('the other settings', () => {
  it('reads the defaults of action.yml', () => {
    expect(readHealthSettings(source({}))).toMatchObject({
      url: '',
      body: '',
      passes: 3,
      timeoutSeconds: 120,
      statuses: { text: '2xx' },
    });
  });

  it.each([
    ['health-passes', '0', 'from 1 to 100'],
    ['health-passes', '2.5', 'from 1 to 100'],
    ['health-timeout', '3601', 'from 1 to 3600'],
    ['health-timeout', '-1', 'from 1 to 3600'],
  ])('refuses %s %j', (name, value, problem) => {
    expect(() => readHealthSettings(source({ [name]: value }))).toThrow(
      `Input '${name}' has '${value}': it must be a whole number ${problem}`,
    );
  });

  it('takes keep-days from 0 to 90, and on-unhealthy fail or rollback', () => {
    expect(parseKeepDays('0')).toBe(0);
    expect(parseKeepDays('90')).toBe(90);
    expect(() => parseKeepDays('91')).toThrow("Input 'keep-days' has '91'");
    expect(parseOnUnhealthy('rollback')).toBe('rollback');
    expect(() => parseOnUnhealthy('retry')).toThrow("Input 'on-unhealthy' has 'retry': use fail");
  });
});
