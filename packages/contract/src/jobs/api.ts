/** Paths of the background jobs' calls (merged into API); inside the one /wps/operator scope. */
export const JOBS_API = {
  operatorJobs: '/wps/operator/jobs',
  operatorJobRun: '/wps/operator/jobs/:name/run',
} as const;
