import { describe, expect, it, vi } from 'vitest';
import { ConfigError, fetchConfig, parseConfig } from './config';

const valid = {
  apiUrl: 'http://localhost:4000/',
  cognitoEndpoint: 'http://localhost:9229',
  region: 'us-east-1',
  appDomain: 'localhost:5173',
  stage: 'local',
  centralLoginUrl: 'http://localhost:5173',
};

describe('parseConfig', () => {
  it('accepts the local platform configuration and trims the API root', () => {
    expect(parseConfig(valid)).toEqual({ ...valid, apiUrl: 'http://localhost:4000' });
  });

  it('accepts a cloud configuration without a Cognito endpoint, ignoring unknown keys', () => {
    const { cognitoEndpoint: _omitted, ...cloud } = valid;
    const parsed = parseConfig({ ...cloud, appDomain: 'tubes.example.com', extra: true });
    expect(parsed.cognitoEndpoint).toBeUndefined();
    expect(parsed).not.toHaveProperty('extra');
  });

  it('takes the request-demo booking page only over https (it is loaded in a frame)', () => {
    const url = 'https://tubes.dev/book-a-demo';
    expect(parseConfig({ ...valid, requestDemoUrl: url }).requestDemoUrl).toBe(url);
    expect(() => parseConfig({ ...valid, requestDemoUrl: 'http://tubes.dev/book-a-demo' })).toThrow(
      /requestDemoUrl/,
    );
  });

  it('names every invalid field', () => {
    expect(() => parseConfig({ ...valid, apiUrl: 'javascript:alert(1)', appDomain: 'http://x' })).toThrow(
      /apiUrl.*appDomain/,
    );
    expect(() => parseConfig({ ...valid, region: undefined })).toThrow(ConfigError);
    expect(() => parseConfig(null)).toThrow(ConfigError);
  });
});

describe('fetchConfig', () => {
  it('loads /config.json', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(valid), { status: 200 }));
    await expect(fetchConfig(fetchMock)).resolves.toMatchObject({ stage: 'local' });
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fails clearly when the file is missing', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    await expect(fetchConfig(fetchMock)).rejects.toThrow('GET /config.json answered 503');
  });
});
