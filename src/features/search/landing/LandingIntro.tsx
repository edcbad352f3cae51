import { useTranslation } from 'react-i18next';
import { useConfig } from '@/platform/session';
import { Link } from '@/ui/Link';
import { useCompanySizeShown } from '../filters/components/useCompanySizeShown';
import { Intro } from './LandingScreen.styles';
import { PRODUCT_LINKS, productLink } from './productLinks';

const CRITERIA = ['workCategories', 'location', 'companySize', 'levels', 'supplyChain'] as const;

/** Heading, welcome text, the criteria one can search by and the help links. */
export function LandingIntro() {
  const { t } = useTranslation('search');
  const config = useConfig();
  const host = config?.productHostUrl ?? '/';
  // Only what this community's filters offer: no company size in Belgium or France (spec 01 §6).
  const companySizeShown = useCompanySizeShown();
  const criteria = CRITERIA.filter((key) => key !== 'companySize' || companySizeShown);
  const links = (Object.keys(PRODUCT_LINKS) as (keyof typeof PRODUCT_LINKS)[])
    .map((key) => ({ key, href: productLink(host, PRODUCT_LINKS[key], window.location.origin) }))
    .filter((link): link is { key: keyof typeof PRODUCT_LINKS; href: string } => link.href !== null);

  return (
    <Intro>
      <h1 id="landing-heading">{t('landing.heading')}</h1>
      <p className="sub">{t('landing.subheading')}</p>
      <p>{t('landing.welcome')}</p>
      <p id="landing-criteria">{t('landing.criteriaHeading')}</p>
      <ul aria-labelledby="landing-criteria">
        {criteria.map((key) => (
          <li key={key}>{t(`landing.criteria.${key}`)}</li>
        ))}
      </ul>
      <p className="links">
        {links.map(({ key, href }) => (
          <Link key={key} href={href} target="_blank" rel="noopener noreferrer">
            {t(`landing.${key}`)} <span className="visually-hidden">{t('landing.newTab')}</span>
          </Link>
        ))}
      </p>
    </Intro>
  );
}
