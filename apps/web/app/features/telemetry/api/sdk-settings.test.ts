// The SDKs' own settings: where they send, and that they send nothing of their own to the vendors.
import { describe, expect, it } from 'vitest';
import { splitApiHost } from './load-analytics';
import { browserLogsConfiguration } from './load-browser-logs';

describe('the analytics SDK settings', () => {
  it('splits an API host URL into the protocol and the host-and-path the SDK wants', () => {
    expect(splitApiHost('http://localhost:3000/api/collect/segment/v1')).toEqual({
      protocol: 'http',
      host: 'localhost:3000/api/collect/segment/v1',
    });
    expect(splitApiHost('https://api.segment.io/v1/')).toEqual({ protocol: 'https', host: 'api.segment.io/v1' });
    expect(splitApiHost('api.segment.io/v1')).toEqual({ protocol: 'https', host: 'api.segment.io/v1' });
  });
});

describe('the browser-logs SDK settings', () => {
  it('sends as service web in the configured env through our proxy, with the SDK’s own telemetry off', () => {
    const configuration = browserLogsConfiguration({
      clientToken: 'larder-web',
      env: 'prod',
      proxyUrl: 'http://localhost:3000/api/collect/logs',
      site: 'datadoghq.com',
    });
    expect(configuration).toMatchObject({
      clientToken: 'larder-web',
      service: 'web',
      env: 'prod',
      proxy: 'http://localhost:3000/api/collect/logs',
      forwardErrorsToLogs: true,
      telemetrySampleRate: 0,
      telemetryConfigurationSampleRate: 0,
      telemetryUsageSampleRate: 0,
    });
  });
});
