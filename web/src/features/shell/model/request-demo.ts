/**
 * The provider's booking page for the request-demo dialog (spec 1 §2 Dialogs: "a booking page shown in
 * a frame"). One place to change it; the frame only ever loads this https address.
 */
export const REQUEST_DEMO_URL = 'https://tubes.dev/book-a-demo';
