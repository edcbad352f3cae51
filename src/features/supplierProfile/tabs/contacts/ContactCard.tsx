import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mailtoHref } from '@/lib/dataUrls';
import type { ContactDto } from '@/services/supplier/profileTabTypes';
import { Facts } from '../panel.styles';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

/** In a card the labels take only their own width, so a long email keeps the rest of the card. */
const CardFacts = styled(Facts)`
  grid-template-columns: max-content minmax(0, 1fr);
  dd { overflow-wrap: break-word; }
`;

/** An email may wrap before its '@' and after its dots, never in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** A contact's email: a mailto link only for an address that passes the email rule (lib/dataUrls), else the text. */
function EmailValue({ email }: { email: string }) {
  const href = mailtoHref(email);
  return href ? <a href={href}><BreakableEmail email={email} /></a> : <BreakableEmail email={email} />;
}

/** One contact as a card: name, then role and office (not in the Europe variant), phones and email. */
export function ContactCard({ contact, europeVariant }: { contact: ContactDto; europeVariant: boolean }) {
  const { t } = useTranslation('profileContacts');
  const facts = [
    !europeVariant && contact.role && { id: 'role', label: t('fields.role'), value: contact.role },
    !europeVariant && contact.office && { id: 'office', label: t('fields.office'), value: contact.office },
    contact.telephone && { id: 'phone', label: t('fields.phone'), value: <a href={`tel:${contact.telephone.replace(/\s+/g, '')}`}>{contact.telephone}</a> },
    contact.mobile && { id: 'mobile', label: t('fields.mobile'), value: <a href={`tel:${contact.mobile.replace(/\s+/g, '')}`}>{contact.mobile}</a> },
    contact.email && { id: 'email', label: t('fields.email'), value: <EmailValue email={contact.email} /> },
  ].filter((fact) => !!fact);
  return (
    <Card aria-label={contact.keyContact}>
      <Name>{contact.keyContact}</Name>
      {facts.length > 0 && (
        <CardFacts>
          {facts.map((fact) => (
            <Fragment key={fact.id}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
        </CardFacts>
      )}
    </Card>
  );
}
