import { API, jobParamsSchema, jobRunBodySchema, jobsQuerySchema, jobStatusSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import type { JobQueue } from './job-queue.js';

const answer = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });

/**
 * The back office's view of the background jobs (installation-wide: one queue serves every merchant): each job's last
 * result, read with settings.read, and "run now" with settings.manage (a POST, so the operator scope audits it).
 */
export const jobsOperatorRoutes: FastifyPluginAsyncZod<{ queue: JobQueue }> = async (app, { queue }) => {
  app.get(
    operatorPath(API.operatorJobs),
    { config: { access: 'settings.read' }, schema: { querystring: jobsQuerySchema, response: answer(z.array(jobStatusSchema)) } },
    async () => ok(await queue.statuses()),
  );

  app.post(
    operatorPath(API.operatorJobRun),
    {
      config: { access: 'settings.manage' },
      schema: { querystring: jobsQuerySchema, params: jobParamsSchema, body: jobRunBodySchema, response: answer(jobStatusSchema) },
    },
    async (request) => {
      const { name } = request.params;
      // Off here means off everywhere (every process reads the same settings): nobody would take the pass.
      if (!queue.intervalOf(name)) throw new AppError('job.disabled');
      const statuses = await queue.statuses();
      request.auditBefore = statuses.find((status) => status.name === name) ?? null;
      await queue.enqueue(name);
      const after = (await queue.statuses()).find((status) => status.name === name);
      if (!after) throw new Error(`no status for job ${name}`);
      return ok(after);
    },
  );
};
