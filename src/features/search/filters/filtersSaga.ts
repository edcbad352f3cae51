// Placeholder: replaced by the filters half of the search feature (issue 4).
export function* filtersSaga() {}
