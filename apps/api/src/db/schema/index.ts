// Every table, gathered for Drizzle's relational queries and drizzle-kit. One file per resource.
export * from './app-meta';
export * from './catalogue';
export * from './customers';
export * from './dynamic-configs';
export * from './plan';
export * from './preferences';
export * from './promo-codes';
export * from './rate-limits';
export * from './sessions';
export * from './sso';
export * from './taxonomy';
export * from './telemetry';
