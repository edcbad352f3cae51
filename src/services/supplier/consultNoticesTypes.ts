/** A consult notice on a supplier (spec 02 §3). */
export interface ConsultNoticeDto {
  id: number;
  statusName: string;
  noticeTypeName: string;
  /** ISO date-time the notice started. */
  createdOn: string;
  /** Plain text. */
  noticeText: string;
}

/** GET {supplier}/ConsultNotices/entity/{id}. */
export interface ConsultNoticesResponse {
  consultNotices: ConsultNoticeDto[];
}
