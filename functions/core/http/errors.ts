/** Errors a handler may throw; the pipeline maps them to their status and a JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new HttpError(400, message, issues);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access for this operation') =>
  new HttpError(403, message);
export const notFound = (message = 'Resource is not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
