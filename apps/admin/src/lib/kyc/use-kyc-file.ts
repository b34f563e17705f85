import { API } from '@app/contract';
import { fillPath } from '../api/api-client';
import { useProtectedFile, type ProtectedFileView } from '../files/use-protected-file';

export type KycFileView = ProtectedFileView;

/** A stored selfie or document side as an object URL (null: none). */
export const useKycFile = (id: number | null): KycFileView => useProtectedFile(id === null ? null : fillPath(API.operatorKycFile, { id }));
