import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, formatNumber } from '@/platform/i18n';
import { useCommunitySettings } from '@/platform/session';
import { href } from '@/platform/router';
import type { QuestionDto } from '@/services/requirement/requirementPageTypes';
import { Badge, Button, Link } from '@/ui';
import type { FileAnswerDto } from '@/services/requirement/requirementPageTypes';
import { useDownloadRequirementFile } from './useDownloadRequirementFile';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Small = styled.table`
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`}; border: 1px solid ${({ theme }) => theme.colors.borderSubtle}; text-align: left; }
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  /* A file name is one long word: it wraps rather than pushing the page wider than a phone. */
  button { white-space: normal; overflow-wrap: anywhere; text-align: left; }
`;

/** The files of an answer, each a button that downloads it (with the bearer token, like every call). */
function FileList({ files }: { files: FileAnswerDto[] }) {
  const { t } = useTranslation('compliance');
  const download = useDownloadRequirementFile();
  return (
    <List>
      {files.map((file) => (
        <li key={file.url}>
          <Button variant="ghost" size="sm" aria-label={t('answer.download', { name: file.fileName })} onPress={() => download(file.url, file.fileName)}>
            {file.fileName}
          </Button>
        </li>
      ))}
    </List>
  );
}

/** Requirement pages show dates in the buyer's locale (spec 03 §9). */
export function useLocaleDate() {
  const locale = useCommunitySettings()?.locale ?? 'en-GB';
  // One formatter per page, not per date: building an Intl formatter costs more than using it.
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    return (iso: string | null | undefined) => {
      if (!iso) return '';
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [locale]);
}

/** Date and time on requirement pages (banner, note, feedback) in the buyer's locale, 24-hour (spec 03 §9). */
export function useLocaleDateTime() {
  const locale = useCommunitySettings()?.locale ?? 'en-GB';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return (iso: string | null | undefined) => {
      if (!iso) return '';
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [locale]);
}

/**
 * One answer, read by its type: text exactly as typed (never HTML), dates, yes/no, numbers, files,
 * lists, tables, product services, areas of operation, and records linking to their detail pages
 * (`requirementPath` is the requirement page the detail pages sit under).
 */
export function AnswerView({ question, requirementPath, detailSearch = '' }: { question: QuestionDto; requirementPath: string; detailSearch?: string }) {
  const { t } = useTranslation('compliance');
  const settings = useCommunitySettings();
  const locale = settings?.locale ?? 'en-GB';
  const localeDate = useLocaleDate();
  const none = <Text>{t('answer.none')}</Text>;
  switch (question.answerType) {
    case 'text':
      return question.answer ? <Text>{question.answer}</Text> : none;
    case 'date':
      return question.answer ? <Text>{localeDate(question.answer)}</Text> : none;
    case 'yesNo':
      return question.answer === null ? none : <Text>{t(question.answer ? 'answer.yes' : 'answer.no')}</Text>;
    case 'number':
      return question.answer === null ? none : <Text>{formatNumber(question.answer, locale)}</Text>;
    case 'file':
      return question.answer.length ? <FileList files={question.answer} /> : none;
    case 'list':
      return question.answer.length ? <List>{question.answer.map((item, i) => <li key={i}>{item}</li>)}</List> : none;
    case 'table':
      return question.answer?.rows.length ? (
        <Small>
          <caption className="visually-hidden">{question.question}</caption>
          <thead><tr>{question.answer.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
          <tbody>{question.answer.rows.map((row, i) => <tr key={i}>{row.map((cell, j) => <td key={j}>{cell}</td>)}</tr>)}</tbody>
        </Small>
      ) : none;
    case 'productService':
      return question.answer.length ? (
        <List>
          {question.answer.map((item) => (
            <li key={item.id}>
              {item.name} <Badge tone={item.isVerified ? 'success' : 'warning'}>{t(item.isVerified ? 'badge.verified' : 'badge.notVerified')}</Badge>
            </li>
          ))}
        </List>
      ) : none;
    case 'areasOfOperation':
      return question.answer.length ? (
        <Small>
          <caption className="visually-hidden">{question.question}</caption>
          <thead><tr><th scope="col">{t('answer.area')}</th><th scope="col">{t('answer.minimumContractValue')}</th></tr></thead>
          <tbody>
            {question.answer.map((area) => (
              <tr key={area.name}>
                <td>{area.name}</td>
                <td>{area.minimumContractValue === null ? '-' : formatMoney(area.minimumContractValue, settings?.currency ?? 'GBP', locale)}</td>
              </tr>
            ))}
          </tbody>
        </Small>
      ) : none;
    case 'records':
      return question.answer.length ? (
        <List>
          {question.answer.map((record) => (
            <li key={`${record.kind}-${record.id}`}>
              <Link href={href.detail(requirementPath, record.kind, { recordId: record.id, questionId: question.id }, detailSearch)}>{record.label}</Link>
            </li>
          ))}
        </List>
      ) : none;
  }
}
