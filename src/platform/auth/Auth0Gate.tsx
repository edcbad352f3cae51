import { Auth0Provider, useAuth0 } from '@auth0/auth0-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Auth0Settings } from '../config/types';
import type { Identity } from './identity';
import { BootStatus } from '@/ui/BootStatus';
import { bootText, signInFailedText } from '../i18n/bootText';
import { decodeJwtPayload, identityFromClaims } from './auth0Claims';
import { signInReturnTarget } from './signInReturn';

export interface SignedIn {
  identity: Identity;
  getToken: () => Promise<string | null>;
}

interface Props {
  settings: Auth0Settings;
  children: (signedIn: SignedIn) => ReactNode;
}

function SignedInGate({ children }: Pick<Props, 'children'>) {
  const { isLoading, isAuthenticated, user, error, loginWithRedirect, getAccessTokenSilently } = useAuth0();
  const [identity, setIdentity] = useState<Identity | null>(null);

  useEffect(() => {
    if (isLoading || error) return;
    if (!isAuthenticated) {
      void loginWithRedirect({ appState: { returnTo: window.location.pathname + window.location.search } });
      return;
    }
    getAccessTokenSilently().then(
      (token) => setIdentity(identityFromClaims(user ?? {}, decodeJwtPayload(token ?? ''))),
      () => void loginWithRedirect(),
    );
  }, [isLoading, isAuthenticated, error, user, loginWithRedirect, getAccessTokenSilently]);

  // i18next starts only once the buyer (and so their language) is known: these words come from boot.json.
  if (error) return <BootStatus role="alert">{signInFailedText(error.message)}</BootStatus>;
  if (!identity) return <BootStatus>{bootText().signingIn}</BootStatus>;
  return <>{children({ identity, getToken: async () => (await getAccessTokenSilently()) ?? null })}</>;
}

/** Auth0 sign-in, loaded only when config.auth0 is set. Tokens stay in memory, never in storage. */
export default function Auth0Gate({ settings, children }: Props) {
  return (
    <Auth0Provider
      domain={settings.domain}
      clientId={settings.clientId}
      cacheLocation="memory"
      authorizationParams={{
        audience: settings.audience,
        redirect_uri: `${window.location.origin}${import.meta.env.BASE_URL}`,
      }}
      onRedirectCallback={(appState) => {
        // Only ever return within this app on this host (the return-URL guard).
        const target = signInReturnTarget(appState?.returnTo);
        if (target) window.history.replaceState({}, '', target);
      }}
    >
      <SignedInGate>{children}</SignedInGate>
    </Auth0Provider>
  );
}
