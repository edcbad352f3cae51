import { useMemo } from 'react';
import { models } from 'powerbi-client';
import { PowerBIEmbed, type EventHandler } from 'powerbi-client-react';
import styled from 'styled-components';
import type { EmbedReportDto } from '@/services/analytics/issueReportTypes';

const Frame = styled.div<{ $shown: boolean; $height: number }>`
  /* Hidden until the report says it loaded: the buyer never sees an empty frame. */
  display: ${({ $shown }) => ($shown ? 'block' : 'none')};
  .power-bi-report { height: ${({ $height }) => $height}px; width: 100%; }
  iframe { border: 0; }
`;

export interface PowerBiReportEmbedProps {
  report: EmbedReportDto;
  title: string;
  isShown: boolean;
  onLoaded: () => void;
  onFailed: () => void;
  /** Frame height in px. */
  height?: number;
  /** The report's page navigation pane (the risk radar shows it; spec 02 §2.7). */
  showNavigation?: boolean;
}

/**
 * The Power BI embed of one report, with an embed token, the filter pane off and view mode (spec
 * 02 §2.7). Its own lazy chunk: the library is large and only the Issues and Risk Radar tabs use it.
 */
export default function PowerBiReportEmbed({ report, title, isShown, onLoaded, onFailed, height = 720, showNavigation = false }: PowerBiReportEmbedProps) {
  const embedConfig = useMemo(() => ({
    type: 'report',
    id: report.reportId,
    embedUrl: report.url,
    accessToken: report.token,
    tokenType: models.TokenType.Embed,
    viewMode: models.ViewMode.View,
    settings: { panes: { filters: { visible: false }, pageNavigation: { visible: showNavigation } } },
  }), [report, showNavigation]);
  const eventHandlers = useMemo(() => new Map<string, EventHandler>([
    ['loaded', () => onLoaded()],
    ['error', () => onFailed()],
  ]), [onLoaded, onFailed]);
  return (
    <Frame $shown={isShown} $height={height} data-title={title}>
      <PowerBIEmbed embedConfig={embedConfig} eventHandlers={eventHandlers} cssClassName="power-bi-report" />
    </Frame>
  );
}
