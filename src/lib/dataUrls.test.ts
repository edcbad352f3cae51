import { describe, expect, it } from 'vitest';
import { mailtoHref, webUrl } from './dataUrls';

const HERE = 'https://app.example.com/findsuppliers/source-supplier';

describe('webUrl: only web pages from data (issue 34)', () => {
  it.each([
    ['/supplychain', '/supplychain'],
    ['/findsuppliers/source-supplier', '/findsuppliers/source-supplier'],
    ['reports', 'reports'],
    ['https://portal.example.com/dashboard', 'https://portal.example.com/dashboard'],
    ['http://portal.example.com/', 'http://portal.example.com/'],
    ['  /padded  ', '/padded'],
  ])('%j is a link to %j', (url, expected) => {
    expect(webUrl(url, HERE)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'blob:https://app.example.com/1234',
    'file:///etc/passwd',
    'mailto:a@b.com',
    'https://[bad',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(webUrl(url, HERE)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(webUrl(null, HERE)).toBeNull();
    expect(webUrl(undefined, HERE)).toBeNull();
    expect(webUrl(42, HERE)).toBeNull();
    expect(webUrl({ href: '/x' }, HERE)).toBeNull();
  });
});

describe('mailtoHref: only an address that passes the email rule', () => {
  it.each([
    ['jane.doe@example.co.uk', 'mailto:jane.doe@example.co.uk'],
    [' jane@example.com ', 'mailto:jane@example.com'],
    ["o'neill+sales@example.com", "mailto:o'neill%2Bsales@example.com"],
    ['a?b=c@example.com', 'mailto:a%3Fb%3Dc@example.com'],
  ])('%j → %j', (address, expected) => {
    expect(mailtoHref(address)).toBe(expected);
  });

  it.each([
    'a@b.com?bcc=x@evil',
    'a@b.com?bcc=x@evil.example.com',
    'a@b.com&cc=x@evil.example.com',
    'a@b.com,x@evil.example.com',
    'a@b',
    'javascript:alert(1)//@example.com x',
    'not an address',
    '',
  ])('gives no link for %j', (address) => {
    expect(mailtoHref(address)).toBeNull();
  });

  it('never lets a header through: what the rule lets pass is percent-encoded, so no raw ? or # remains', () => {
    expect(mailtoHref('a@b.com?bcc=x')).toBe('mailto:a@b.com%3Fbcc%3Dx');
    expect(mailtoHref('a#b@example.com')).toBe('mailto:a%23b@example.com');
    expect(mailtoHref('x%0Abcc:y@example.com')).toBe('mailto:x%250Abcc%3Ay@example.com');
  });

  it('gives none for what is not text', () => {
    expect(mailtoHref(null)).toBeNull();
    expect(mailtoHref(undefined)).toBeNull();
  });
});
