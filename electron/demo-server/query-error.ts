/** A query body the server cannot run: answered 400, with the message naming the culprit. */
export class QueryError extends Error {
  constructor(
    message: string,
    /** Which part of the body is wrong (`filter`, `sortOrder`, `limit`, ...), for `errors`. */
    readonly field: string,
  ) {
    super(message);
  }
}
