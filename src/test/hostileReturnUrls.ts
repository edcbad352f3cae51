/**
 * Redirect payloads a return address (returnUrl, src, backTo, returnTo) may carry, as tried by the
 * issue 11 audit (and issue 34's other ports and schemes on the same host), for a page on
 * https://app.example.com: each must be refused by the guard.
 * Shared by the guard's tests and the tests of each place that follows a return address.
 */
export const HOSTILE_RETURN_URLS: readonly string[] = [
  // another host, spelled plainly
  'https://evil.example.net/',
  'http://evil.example.net',
  'https://evil.example.net/findsuppliers/source-supplier',
  'http://evil.example.net:80/findsuppliers',
  // protocol-relative and slash tricks (browsers read \ as / in http(s) URLs)
  '//evil.example.net/x',
  '///evil.example.net/x',
  '\\\\evil.example.net/x',
  '/\\evil.example.net',
  'https:/\\evil.example.net',
  'https:\\\\evil.example.net',
  '\t//evil.example.net',
  '//evil.example.net:443',
  'http:evil.example.net',
  // look-alike hosts
  'https://app.example.com.evil.net/',
  'https://APP.EXAMPLE.COM.evil.net',
  'https://app.example.com./',
  'https://app-example.com/',
  'https://example.com/',
  'https://sub.app.example.com/',
  'https://app.example.com%2eevil.net',
  'https://app.example.com\u3002evil.net',
  'https://\u24d4vil.example.net',
  // the real host in the userinfo, query, fragment or path of another
  'https://app.example.com@evil.example.net/',
  'https://app.example.com:443@evil.example.net/',
  'https://evil.example.net\\@app.example.com',
  'https://evil.example.net#app.example.com',
  'https://evil.example.net?app.example.com',
  'https://evil.example.net/app.example.com',
  // local addresses
  'http://127.0.0.1/',
  'http://[::1]/',
  'http://0x7f.1/',
  // script and other schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://app.example.com/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://app.example.com/',
  // hosts that cannot be parsed
  'https://evil.example.net%00.app.example.com',
  // the same host on another port or scheme: another origin, which may be anyone's (issue 34)
  'https://app.example.com:8443/phish',
  'https://app.example.com:444/findsuppliers/source-supplier',
  'http://app.example.com/findsuppliers/source-supplier',
  'http://app.example.com:443/findsuppliers',
  '//app.example.com:8080/findsuppliers',
  'wss://app.example.com/findsuppliers',
];
