// The settings the analytics SDK fetches from its CDN, answered by our collector instead (routes.ts).

/**
 * What the Segment SDK fetches before it sends anything (`<cdnURL>/v1/projects/<writeKey>/settings`): our
 * collector as the only destination, no device-mode integrations, no remote plugins or middleware, and the SDK's
 * own metrics off, so the browser talks to nobody else.
 */
export function segmentSettings(writeKey: string, collectorBase: URL) {
  return {
    integrations: {
      'Segment.io': {
        apiKey: writeKey,
        apiHost: `${collectorBase.host}${collectorBase.pathname.replace(/\/$/, '')}/v1`,
        protocol: collectorBase.protocol.replace(':', ''),
        unbundledIntegrations: [],
        addBundledMetadata: true,
        maybeBundledConfigIds: {},
        versionSettings: { version: '4.4.7', componentTypes: ['browser'] },
      },
    },
    plan: {
      track: { __default: { enabled: true, integrations: {} } },
      identify: { __default: { enabled: true } },
      group: { __default: { enabled: true } },
    },
    edgeFunction: {},
    analyticsNextEnabled: true,
    middlewareSettings: {},
    enabledMiddleware: {},
    metrics: { sampleRate: 0 },
    legacyVideoPluginsEnabled: false,
    remotePlugins: [],
  };
}
