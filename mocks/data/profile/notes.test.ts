import { describe, expect, it } from 'vitest';
import { FIRST_ENTITY_ID } from '../generate';
import { generatedNotesOf, NOTES_PROFILE_IDS } from './notes';

describe('generated notes', () => {
  it('are newest first, as the notes list shows them, on every supplier', () => {
    for (let entityId = FIRST_ENTITY_ID; entityId < FIRST_ENTITY_ID + 200; entityId += 1) {
      const dates = generatedNotesOf(7, entityId).map((n) => Date.parse(n.lastUpdatedOn));
      expect(dates, `supplier ${entityId}`).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('the supplier with many notes spans weeks, not one afternoon', () => {
    const notes = generatedNotesOf(7, NOTES_PROFILE_IDS.many);
    expect(notes).toHaveLength(45);
    const spanDays = (Date.parse(notes[0].lastUpdatedOn) - Date.parse(notes[44].lastUpdatedOn)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(14);
  });
});
