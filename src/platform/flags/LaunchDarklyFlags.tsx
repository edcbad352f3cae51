import { LDProvider, useFlags } from 'launchdarkly-react-client-sdk';
import { useEffect } from 'react';
import type { Identity } from '../auth/identity';
import type { LaunchDarklySettings } from '../config/types';
import { FLAG_NAMES, ldEnvironment, type Flags } from './flags';

interface Props {
  settings: LaunchDarklySettings;
  identity: Identity;
  communityVariantId: number;
  onFlags: (flags: Partial<Flags>) => void;
}

function FlagsBridge({ onFlags }: Pick<Props, 'onFlags'>) {
  const ldFlags = useFlags();
  useEffect(() => {
    const known: Partial<Flags> = {};
    for (const name of FLAG_NAMES) if (typeof ldFlags[name] === 'boolean') known[name] = ldFlags[name] as boolean;
    onFlags(known);
  }, [ldFlags, onFlags]);
  return null;
}

/** LaunchDarkly, loaded only when a client id is configured; context from account, organisation and community. */
export default function LaunchDarklyFlags({ settings, identity, communityVariantId, onFlags }: Props) {
  const environment = ldEnvironment(settings.environment);
  return (
    <LDProvider
      clientSideID={settings.clientId}
      reactOptions={{ useCamelCaseFlagKeys: false }}
      context={{
        kind: 'multi',
        account: { key: String(identity.userAccountId), environment },
        organisation: { key: String(identity.orgAccountId), environment },
        community: { key: String(communityVariantId), environment },
      }}
    >
      <FlagsBridge onFlags={onFlags} />
    </LDProvider>
  );
}
