import { API, sessionInfoSchema, type SessionInfo } from '@app/contract';
import { sealedRequest } from '../../../lib/sealed/sealed';

/** POST API.trial, sealed: a free-play session (SPEC §4). */
export async function startTrial(): Promise<SessionInfo> {
  return sessionInfoSchema.parse(await sealedRequest(API.trial, { registerMethod: 'H5' }));
}
