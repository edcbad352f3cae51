import { describe, expect, it } from 'vitest';
import type { ContactDto } from '@/services/supplier/profileTabTypes';
import { dedupeContacts } from './dedupeContacts';

const contact = (id: number, keyContact: string, role: string | null, email: string | null): ContactDto => ({
  id, keyContact, role, email, office: null, telephone: null, mobile: null, sequenceNo: id,
});

describe('dedupeContacts (spec 02 §2.8: keyContact, role and email)', () => {
  it('keeps the first of entries that agree on name, role and email, ignoring case and spaces', () => {
    const list = [
      contact(1, 'Ann Lee', 'Estimator', 'ann@x.co.uk'),
      contact(2, ' ann lee ', 'estimator', 'ANN@x.co.uk'),
      contact(3, 'Ann Lee', 'Director', 'ann@x.co.uk'),
      contact(4, 'Ann Lee', 'Estimator', 'ann.lee@x.co.uk'),
      contact(5, 'Ann Lee', null, null),
      contact(6, 'Ann Lee', null, null),
    ];
    expect(dedupeContacts(list).map((c) => c.id)).toEqual([1, 3, 4, 5]);
  });
});
