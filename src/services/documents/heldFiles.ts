/**
 * A chosen File is not serialisable, so it never enters an action or the store: the modal holds it
 * here and the action carries its ticket; the upload saga takes it back.
 */
const held = new Map<number, File>();
let nextTicket = 1;

export function holdFile(file: File): number {
  const ticket = nextTicket++;
  held.set(ticket, file);
  return ticket;
}

/** The file for a ticket (once). */
export function takeFile(ticket: number): File | undefined {
  const file = held.get(ticket);
  held.delete(ticket);
  return file;
}
