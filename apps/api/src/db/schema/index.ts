// Every table, gathered for Drizzle's relational queries and drizzle-kit. One file per resource.
export * from './app-meta';
export * from './dynamic-configs';
