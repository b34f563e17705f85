import { Link } from 'react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type ProtectionStatus } from '@app/contract';
import { apiGet, type Parser } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { routePath } from '../routing/route-path';
import '../../components/ui/card.css';

type Identity = ProtectionStatus['identity'];

/** Only the identity part of the protection status: the deposit and game pages need nothing else of it. */
const identityParser: Parser<Identity> = {
  parse: (value) => {
    const identity = (value as { identity?: unknown } | null)?.identity as Identity | undefined;
    if (typeof identity?.required !== 'boolean' || typeof identity.verified !== 'boolean') throw new TypeError('no identity');
    return identity;
  },
};

const IDENTITY_GATE_KEY = ['identityGate'] as const;

/** Reads the gate again everywhere (the identity page, once the identity is verified). */
export const invalidateIdentityGate = (client: QueryClient) => client.invalidateQueries({ queryKey: IDENTITY_GATE_KEY });

/** A refusal of a deposit or a bet because the identity is not verified yet (BR: the duty `verified_identity`). */
export const isIdentityRefusal = (error: unknown): boolean => isApiError(error) && error.errorCode === 'identity.unverified';

/**
 * Whether the member must verify their identity before depositing and playing (GET API.protection, read again on
 * each page that asks). `recheck` reads it again, after a refusal said so.
 */
export function useIdentityGate() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: IDENTITY_GATE_KEY,
    queryFn: ({ signal }) => apiGet(API.protection, { signal, schema: identityParser }),
    retry: false,
  });
  const identity = query.data;
  return {
    unverified: identity !== undefined && identity.required && !identity.verified,
    recheck: () => void invalidateIdentityGate(client),
  };
}

/**
 * Why deposits and games are closed, and the way to open them: "Verificar identidade". Shown by the deposit and game
 * pages (features may not import each other; the identity page is reached by its route). Test id: `testId`, and
 * `<testId>-link`.
 */
export function IdentityRequiredNotice({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="card" role="alert" data-testid={testId}>
      <p className="card__muted">{t('errors:identity_unverified')}</p>
      <Link className="btn btn--primary btn--block" to={routePath('verifyIdentity')} data-testid={`${testId}-link`}>
        {t('routes:verifyIdentity')}
      </Link>
    </div>
  );
}
