// The system module's public surface: System Admin's calls (backups, restore, schedule, database
// status and browser, storage, logs) and the scheduled backup job main.ts runs.
export { registerSystemRoutes } from './system.routes';
export { systemJobs } from './system.jobs';
export { restoreRunning } from './work-leases';
export { migrationSummary } from './schema-version';
