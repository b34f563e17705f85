/** Errors of the background jobs' calls (merged into errorList). */
export const jobsErrorList = {
  'job.disabled': { status: 409, messageKey: 'job_disabled' },
} as const;

export const jobsErrorsEn = {
  job_disabled: 'This job is off on this installation (its interval is 0): it cannot be run from here.',
};

export const jobsErrorsPt: typeof jobsErrorsEn = {
  job_disabled: 'Esta tarefa está desligada nesta instalação (intervalo 0): não pode ser executada daqui.',
};
