// Durable jobs on the jobs table (docs/architecture.md "Jobs", decision 0130).
export {
  createJobRunner,
  enqueue,
  PermanentJobError,
  type JobHandler,
  type JobRow,
  type JobRunner,
  type NewJob,
} from './runner.ts';
export { jobsPollMs } from './settings.ts';
