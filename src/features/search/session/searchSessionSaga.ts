// Placeholder: replaced by the session half of the search feature (issue 4).
export function* searchSessionSaga() {}
