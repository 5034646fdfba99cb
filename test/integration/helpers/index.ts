export { platform, poolOf, type IntegrationPlatform } from './platform.js';
export {
  signIn,
  signedInTenant,
  initiateSignIn,
  decodeJwt,
  cognito,
  registerUser,
  FIXED_CODE,
  type Tokens,
} from './auth.js';
export { api, type ApiOptions, type ApiResponse } from './api.js';
export { generateClip, createVideo, uploadOriginal, waitForTranscode, playlistUris } from './media.js';
export {
  call,
  send,
  contract,
  videoCommand,
  channelCommand,
  userCommand,
  platformCommand,
  walletCommand,
  checkOut,
  type Answer,
  type CallOptions,
  type SendOptions,
} from './client.js';
export { eventually, waitUntil } from './waiting.js';
export { ownStepFunctions, ownWorkflow, type OwnStepFunctions } from './step-functions.js';
export { mailsTo, mailTo, temporaryPasswordIn, type Mail } from './mail.js';
