/**
 * A supplier's consult notices, generated lazily by id: as many as its profile's
 * consultNoticesCount (so the header's count and the Issues tab agree). Plain data, no DOM.
 */
import type { ConsultNoticeDto } from '@/services/supplier/consultNoticesTypes';
import { Rng, mix32 } from '../prng';

const STATUSES = ['Open', 'Under review', 'Closed'];
const TYPES = ['Improvement notice', 'Prohibition notice', 'Warning letter', 'Enforcement notice'];
const TEXTS = [
  'Scaffold edge protection missing on the north elevation; works stopped until rectified.',
  'Asbestos survey not available on site.\nContractor to provide refurbishment survey before strip-out.',
  'Welfare facilities inadequate for the number of operatives <as observed> on 12 March & 14 March.',
];

export function generatedConsultNoticesOf(seed: number, entityId: number, count: number): ConsultNoticeDto[] {
  const rng = new Rng(mix32(seed ^ 0x636e6f74, entityId));
  const start = Date.UTC(2026, 8, 1, 10, 0);
  return Array.from({ length: count }, (_, i) => ({
    id: entityId * 100 + i + 1,
    statusName: i === 0 ? 'Open' : rng.pick(STATUSES),
    noticeTypeName: rng.pick(TYPES),
    createdOn: new Date(start - i * rng.int(10, 90) * 86_400_000).toISOString(),
    noticeText: rng.pick(TEXTS),
  }));
}
