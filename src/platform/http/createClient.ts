import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { apiErrors, HttpFailure, NOT_PERMITTED, TIMED_OUT, type ValidationIssue } from './ApiError';
import { DEFAULT_REQUEST_TIMEOUT_MS, timedOut, withDeadline } from './requestTimeout';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on calls whose success carries no body (e.g. PUT language); otherwise an empty body fails. */
    allowEmptyBody?: boolean;
  }
}

export interface ClientOptions {
  baseURL: string;
  getToken: () => Promise<string | null>;
  onUnauthorized: () => void;
  /** The buyer's language now: every call asks for its reference data in it (Accept-Language). */
  getLanguage?: () => string;
  /** How long a call may take before it is stopped as a `timeout` failure (config requestTimeoutMs). */
  requestTimeoutMs?: number;
}

function isEmptyBody(data: unknown): boolean {
  return data === undefined || data === null || data === '';
}

interface FailurePayload {
  isSuccess: false;
  message?: string;
  validationIssues?: ValidationIssue[];
}

function isFailurePayload(data: unknown): data is FailurePayload {
  return typeof data === 'object' && data !== null && (data as { isSuccess?: unknown }).isSuccess === false;
}

/** `https://host/…`, `//host/…` or `/\\host/…`: anything a browser would resolve to another host. */
const namesAHost = (url: string | undefined): boolean => /^([a-z][a-z\d+\-.]*:|[\\/]{2})/i.test(url ?? '');

const isBinary = (data: unknown): data is ArrayBuffer | ArrayBufferView =>
  ArrayBuffer.isView(data) || Object.prototype.toString.call(data) === '[object ArrayBuffer]';

/** A failed call's body as JSON: a download (arraybuffer) refused with a JSON body is decoded first. */
function failureBody(data: unknown): unknown {
  if (!isBinary(data) || data.byteLength > 64 * 1024) return data;
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return undefined;
  }
}

/**
 * The platform's permission refusal: 403 with `{ isSuccess: false, message: "You don't have permission" }`.
 * Any other 403 (the spec's "User is not authorised to view this content" among them) stays a failed
 * status with the server's detail, so the not-authorised rule still sees its text.
 */
function isPermissionRefusal(status: number, data: unknown): boolean {
  return status === 403 && isFailurePayload(data) && typeof data.message === 'string' && data.message.trim() === NOT_PERMITTED;
}

/**
 * One axios instance per backend host. Interceptors only: add the bearer token and the buyer's
 * language (so menus, sizes, stages, policies… come back in it, as from a real platform), turn
 * HTTP failures, empty bodies and `isSuccess: false` payloads into HttpFailure (a 403 permission
 * refusal into `notPermitted`), and send
 * the browser to the root domain on 401. No toasts, no other navigation.
 */
export function createClient({
  baseURL, getToken, onUnauthorized, getLanguage, requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
}: ClientOptions): AxiosInstance {
  // The bearer token goes only to this client's own host: a URL that names another host (a server's
  // downloadUrl, say) is refused rather than sent with the buyer's Authorization header, and axios
  // never lets one replace the base (allowAbsoluteUrls: false) even if a caller asks.
  const client = axios.create({ baseURL, allowAbsoluteUrls: false });

  client.interceptors.request.use(async (config) => {
    if (namesAHost(config.url)) throw new HttpFailure(apiErrors.refused(undefined));
    config.allowAbsoluteUrls = false;
    const token = await getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const language = getLanguage?.();
    if (language) config.headers.set('Accept-Language', language);
    // The clock starts as the call leaves (after the token wait).
    config.signal = withDeadline(config.signal, requestTimeoutMs);
    return config;
  });

  client.interceptors.response.use(
    (response: AxiosResponse) => {
      if (isFailurePayload(response.data)) {
        const { message, validationIssues } = response.data;
        return Promise.reject(new HttpFailure(apiErrors.refused(message, { status: response.status, validationIssues })));
      }
      if (isEmptyBody(response.data) && !response.config.allowEmptyBody) {
        return Promise.reject(new HttpFailure(apiErrors.noParsedBody(response.status)));
      }
      return response;
    },
    (error: AxiosError | HttpFailure) => {
      // Refused before it left (above): nothing was sent, so there is nothing more to read.
      if (error instanceof HttpFailure) return Promise.reject(error);
      if (timedOut(error.config)) return Promise.reject(new HttpFailure({ kind: 'timeout', message: TIMED_OUT }));
      const status = error.response?.status;
      if (status === 401) onUnauthorized();
      if (status !== undefined) {
        if (isPermissionRefusal(status, failureBody(error.response?.data))) {
          return Promise.reject(new HttpFailure(apiErrors.notPermitted(status)));
        }
        const body = error.response?.data as { validationIssues?: ValidationIssue[]; message?: unknown } | undefined;
        const detail = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
        return Promise.reject(new HttpFailure(apiErrors.requestFailed(status, { validationIssues: body?.validationIssues, detail })));
      }
      return Promise.reject(new HttpFailure(apiErrors.network(error.message)));
    },
  );

  return client;
}
