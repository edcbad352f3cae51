/**
 * Where Learn more goes: the spec names "an external knowledge base" but no address; read as the
 * product host's knowledge-base article on the risk radar (config.json productHostUrl is the host
 * for "knowledge-base links").
 */
export const riskRadarKnowledgeBaseUrl = (productHostUrl: string) =>
  `${productHostUrl.replace(/\/+$/, '')}/knowledge-base/risk-radar`;
