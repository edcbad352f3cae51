import { NotBuiltYetHere } from '../NotBuiltYetHere';

/** The dashboard's "Compliant until" date and expiry timeline (issue 16 item 8). CONTRACT: props { supplierId }. */
export function ExpiryTimeline({ supplierId }: { supplierId: number }) {
  void supplierId;
  return <NotBuiltYetHere screen="timeline" />;
}
