import { describe, expect, it } from 'vitest';
import rawConfig from '../../public/config.json';
import { mockPlatformWarningText } from '../../scripts/mockPlatformWarning';

describe('the production build warns when it ships the mock platform (issue 11)', () => {
  it('warns for the shipped config.json and points at the README', () => {
    const text = mockPlatformWarningText(JSON.stringify(rawConfig), 'dist/config.json');
    expect(text).toContain('WARNING: this build ships the MOCK PLATFORM (dist/config.json has "mockPlatform": true)');
    expect(text).toContain('README, "Deploying"');
    expect(text).toContain('Off localhost the app refuses to start it');
  });

  it('says when the config lets it start on any host', () => {
    const text = mockPlatformWarningText(JSON.stringify({ ...rawConfig, mockPlatformOnAnyHost: true }), 'dist/config.json');
    expect(text).toContain('"mockPlatformOnAnyHost": true lets it start on ANY host');
  });

  it('stays quiet for a real platform or a file it cannot read', () => {
    expect(mockPlatformWarningText(JSON.stringify({ ...rawConfig, mockPlatform: false }), 'dist/config.json')).toBeNull();
    expect(mockPlatformWarningText('{', 'dist/config.json')).toBeNull();
  });
});
