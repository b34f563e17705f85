import { API } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useProtectedFile, type ProtectedFileView } from '../../lib/files/use-protected-file';

/** One picture of a reward application as an object URL. */
export const useApplicationPicture = (id: number, n: number): ProtectedFileView =>
  useProtectedFile(fillPath(API.operatorApplicationPicture, { id, n }));
