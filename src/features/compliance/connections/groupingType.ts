/**
 * The label key of a grouping type (spec 03 §9): the lowercase group type with spaces removed,
 * "Shared profile" → "sharedprofile". The `connections` namespace has `groupingTypes.<key>`; a type
 * it does not know shows as the platform names it.
 */
export const groupingTypeKey = (groupingType: string): string => groupingType.toLowerCase().replace(/\s+/g, '');
