import {
  bucketName,
  bucketNameProblem,
  DEFAULT_DEPLOY_ENV,
  resolveBucket,
  resolveDeployEnv,
} from '../../../../src/domain/hosting/bucket';
import { siteConfig } from '../../../../src/site-config';

describe('bucket names', () => {
  it('uses the product prefix with -dev in development and no suffix in production', () => {
    expect(bucketName('bloxguide-site', 'development')).toBe('bloxguide-site-dev');
    expect(bucketName('bloxguide-site', 'production')).toBe('bloxguide-site');
  });

  it('takes the prefix from the site configuration', () => {
    expect(bucketName(siteConfig.bucketPrefix, 'production')).toBe(siteConfig.bucketPrefix);
    expect(bucketName(siteConfig.bucketPrefix, 'development')).toBe(`${siteConfig.bucketPrefix}-dev`);
  });

  it('rejects a prefix that makes an invalid bucket name, naming the setting to fix', () => {
    expect(() => bucketName('Blox_Guide', 'production')).toThrow(
      /bucketPrefix "Blox_Guide".*site-config\.ts/,
    );
    expect(() => bucketName('a'.repeat(60), 'development')).toThrow(/3 to 63 characters/);
    // 61 characters is fine in production but becomes 65 with -dev
    expect(bucketName('a'.repeat(61), 'production')).toHaveLength(61);
    expect(() => bucketName('a'.repeat(61), 'development')).toThrow(/has 65/);
  });
});

describe('the deploy environment', () => {
  it('defaults to development so nobody publishes to production by accident', () => {
    expect(DEFAULT_DEPLOY_ENV).toBe('development');
    expect(resolveDeployEnv(undefined)).toBe('development');
    expect(resolveDeployEnv('')).toBe('development');
    expect(resolveDeployEnv('  ')).toBe('development');
  });

  it('accepts exactly production and development', () => {
    expect(resolveDeployEnv('production')).toBe('production');
    expect(resolveDeployEnv('development')).toBe('development');
    expect(resolveDeployEnv(' production ')).toBe('production');
  });

  it('refuses anything else instead of guessing', () => {
    for (const bad of ['prod', 'Production', 'dev', 'staging'])
      expect(() => resolveDeployEnv(bad)).toThrow(/DEPLOY_ENV=.*development, production/);
  });
});

describe('bucket name rules', () => {
  it.each([
    ['bloxguide-site', null],
    ['a.b-c.d1', null],
    ['ab', /3 to 63/],
    ['Upper', /lowercase/],
    ['-start', /start and end/],
    ['end-', /start and end/],
    ['two..dots', /two dots/],
    ['dot.-hyphen', /dot next to a hyphen/],
    ['192.168.1.1', /IP address/],
  ])('%s', (name, problem) => {
    const found = bucketNameProblem(name);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});

describe('the bucket to publish to', () => {
  it('is the configured name unless DEPLOY_BUCKET overrides it', () => {
    expect(resolveBucket('bloxguide-site', 'development', undefined)).toBe('bloxguide-site-dev');
    expect(resolveBucket('bloxguide-site', 'production', '')).toBe('bloxguide-site');
    expect(resolveBucket('bloxguide-site', 'production', 'preview-42')).toBe('preview-42');
  });

  it('validates an override too', () => {
    expect(() => resolveBucket('bloxguide-site', 'production', 'Bad_Name')).toThrow(
      /DEPLOY_BUCKET="Bad_Name" is not a valid bucket name/,
    );
  });
});
