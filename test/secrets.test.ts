import { describe, expect, it } from 'vitest';
import { redact, withoutCredentials } from '../src/secrets.ts';

const KEY = 'sk_live/Ab+9z';
const jsonEscaped = (text: string) =>
  [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

describe('redact', () => {
  it.each([
    ['as given', `key ${KEY} refused`],
    ['JSON-escaped slash', `key ${KEY.replace('/', '\\/')} refused`],
    ['every character as \\u', `key ${jsonEscaped(KEY)} refused`],
    ['some characters as \\u', `key \\u0073k_live\\/Ab+9z refused`],
    ['percent-encoded', `key ${encodeURIComponent(KEY)} refused`],
    ['percent-encoded in lower case', `key sk_live%2fAb%2b9z refused`],
    ['in base64', `auth ${Buffer.from(KEY).toString('base64')} refused`],
  ])('hides the key %s', (_, text) => {
    const shown = redact(text, [KEY]);
    expect(shown).toContain('***');
    expect(shown).not.toContain(KEY);
    expect(shown).not.toContain('live');
  });

  it('leaves other text as it is, escapes included', () => {
    const text = 'path \\/v1\\/x and 100%25 and \\u0041';
    expect(redact(text, [KEY])).toBe(text);
  });

  it('hides every secret given, and ignores empty ones', () => {
    expect(redact('a=sk_live/Ab+9z b=ghs_token123', [KEY, 'ghs_token123', ''])).toBe('a=*** b=***');
  });
});

describe('withoutCredentials', () => {
  it.each([
    ['https://user:pass@api.example.com/v1', 'https://api.example.com/v1'],
    ['https://token@api.example.com/v1', 'https://api.example.com/v1'],
    ['https://api.example.com/v1?next=a@b', 'https://api.example.com/v1?next=a@b'],
    ['not a url', 'not a url'],
  ])('%s is shown as %s', (url, shown) => {
    expect(withoutCredentials(url)).toBe(shown);
  });
});
