import { HttpResponse } from 'msw';
import { vi } from 'vitest';
import { browser } from '@/platform/browser';
import { NOT_AUTHORISED_TEXT } from '@/platform/auth/notAuthorised';

/** Spec 01 §8's failure: the server's message on a 401 or 403 answer (only these send the buyer away, issue 34)… */
export const NOT_AUTHORISED_STATUS_BODY = { message: NOT_AUTHORISED_TEXT };
/** …as the platform words it, in an isSuccess:false body on a 403. */
export const notAuthorisedAnswer = () => HttpResponse.json({ isSuccess: false, message: NOT_AUTHORISED_TEXT }, { status: 403 });

/** Where the buyer is sent: the provider's new-buyer enquiries page on the product host. */
export const NEW_BUYER_ENQUIRIES = /\/contact\/new-buyer-enquiries$/;

/** jsdom cannot leave the page: record where the app went instead. */
export const spyOnLeave = () => vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
