// Every table, gathered for Drizzle's relational queries and drizzle-kit. One file per resource.
export * from './app-meta';
export * from './customers';
export * from './dynamic-configs';
export * from './promo-codes';
export * from './rate-limits';
export * from './sessions';
export * from './telemetry';
export * from './preferences';
export * from './taxonomy';
export * from './catalogue';
