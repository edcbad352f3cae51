import { NotBuiltYetHere } from '../NotBuiltYetHere';

/** The dashboard's Buyer Connections widget with its filters (spec 03 §2). CONTRACT: props { supplierId }. */
export function BuyerConnectionsWidget({ supplierId }: { supplierId: number }) {
  void supplierId;
  return <NotBuiltYetHere screen="connectionsWidget" />;
}
