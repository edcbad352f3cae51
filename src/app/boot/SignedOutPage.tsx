import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Stands in for the app when a 401 comes straight back after the trip to the root domain
 * (platform/auth/signedOut.ts): no reload loop, a page the buyer understands and one way on.
 */
export default function SignedOutPage({ signInUrl }: { signInUrl: string }) {
  const { t } = useTranslation('notices', { keyPrefix: 'signedOut' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24 }}>
      <h1 ref={heading} tabIndex={-1}>{t('title')}</h1>
      <p>{t('message')}</p>
      <a href={signInUrl}>{t('signIn')}</a>
    </main>
  );
}
