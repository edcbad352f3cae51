/** Reminders sent to a supplier (spec 02 §3 "Reminder"). */
export interface ReminderRequirementDto {
  id: number;
  name: string;
  isCompliant: boolean;
  /** ISO dates, or null when not known. */
  validFrom: string | null;
  validTo: string | null;
}

export interface ReminderGoalDto {
  id: number;
  name: string;
  reference: string;
  isCompliant: boolean;
  targetMaturityLevel: number | null;
  /** Some replies name it isMaturityMet. */
  isGoalMaturityMet?: boolean | null;
  isMaturityMet?: boolean | null;
  requirements: ReminderRequirementDto[];
}

export interface ReminderDto {
  id: number;
  reminderTypeName: string;
  /** ISO date-time. */
  sentOn: string;
  sentBy: string;
  reason: string | null;
  subject: string;
  /** Plain text (shown as text, never as HTML). */
  message: string;
  status: string;
  goals: ReminderGoalDto[];
}

export interface RemindersResponse {
  items: ReminderDto[];
  totalCount: number;
}

export type ReminderSortBy = 'reminderTypeName' | 'sentOn' | 'sentBy' | 'reason' | 'status';

export interface RemindersQuery {
  page: number;
  pageSize: number;
  sortBy: ReminderSortBy;
  sortType: 'asc' | 'desc';
  /** The platform's language number (X-Language-Id). */
  languageId: number;
}
