import { useMemo } from 'react';
import { models } from 'powerbi-client';
import { PowerBIEmbed, type EventHandler } from 'powerbi-client-react';
import styled from 'styled-components';
import type { EmbedReportDto } from '@/services/analytics/issueReportTypes';

const Frame = styled.div<{ $shown: boolean }>`
  /* Hidden until the report says it loaded: the buyer never sees an empty frame. */
  display: ${({ $shown }) => ($shown ? 'block' : 'none')};
  .issue-report { height: 720px; width: 100%; }
  iframe { border: 0; }
`;

interface Props {
  report: EmbedReportDto;
  title: string;
  isShown: boolean;
  onLoaded: () => void;
  onFailed: () => void;
}

/** The Power BI embed itself, in its own lazy chunk (the library is large and only this tab needs it). */
export default function IssueReportEmbed({ report, title, isShown, onLoaded, onFailed }: Props) {
  const embedConfig = useMemo(() => ({
    type: 'report',
    id: report.reportId,
    embedUrl: report.url,
    accessToken: report.token,
    tokenType: models.TokenType.Embed,
    settings: { panes: { filters: { visible: false } } },
  }), [report]);
  const eventHandlers = useMemo(() => new Map<string, EventHandler>([
    ['loaded', () => onLoaded()],
    ['error', () => onFailed()],
  ]), [onLoaded, onFailed]);
  return (
    <Frame $shown={isShown} data-title={title}>
      <PowerBIEmbed embedConfig={embedConfig} eventHandlers={eventHandlers} cssClassName="issue-report" />
    </Frame>
  );
}
