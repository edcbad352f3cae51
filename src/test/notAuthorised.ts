import { vi } from 'vitest';
import { browser } from '@/platform/browser';
import { NOT_AUTHORISED_TEXT } from '@/platform/auth/notAuthorised';

/** Spec 01 §8's failure as a success payload with isSuccess false… */
export const NOT_AUTHORISED_REPLY = { isSuccess: false, message: NOT_AUTHORISED_TEXT };
/** …or as the server's message on a failed status. */
export const NOT_AUTHORISED_STATUS_BODY = { message: NOT_AUTHORISED_TEXT };

/** Where the buyer is sent: the provider's new-buyer enquiries page on the product host. */
export const NEW_BUYER_ENQUIRIES = /\/contact\/new-buyer-enquiries$/;

/** jsdom cannot leave the page: record where the app went instead. */
export const spyOnLeave = () => vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
