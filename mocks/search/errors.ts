/** Failures the search logic reports; handlers turn them into HTTP answers with a message. */
export class SearchInputError extends Error {
  readonly status = 400;
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'SearchInputError';
  }
}

export class SearchForbiddenError extends Error {
  readonly status = 403;
  constructor(message: string) {
    super(message);
    this.name = 'SearchForbiddenError';
  }
}
