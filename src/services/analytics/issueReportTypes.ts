/** An embeddable analytics report and its embed token (spec 02 §3 "Analytics token response"). */
export interface EmbedReportDto {
  url: string;
  reportId: string;
  workspaceId: string;
  token: string;
}

export interface EmbedTokenResponse {
  reports: EmbedReportDto[];
}
