/**
 * Tenant isolation with real tokens from cognito-local: every protected endpoint of the contract ×
 * { own token, another tenant's token, no token, forged token, expired token, another pool's audience }.
 * Only the own token may read acme's data. Expired and wrong-audience tokens are minted with
 * cognito-local's own signing key (shipped in its package), so their signatures are valid and only
 * the claim under test is wrong.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { videoLifecycleData } from '../../functions/core/data/video-lifecycle.js';
import { renderingData } from '../../functions/core/data/rendering-data.js';
import { readFileSync } from 'node:fs';
import { SignJWT, importJWK, type JWK } from 'jose';
import { endpoints, fullPath } from '#shared/api';
import { taskData } from '../../functions/core/data/task-data.js';
import { orderTaskId } from '../../functions/workflow/production-order/order.js';
import { translationTaskId } from '../../functions/workflow/video-translation/translation.js';
import {
  call,
  contract,
  decodeJwt,
  eventually,
  poolOf,
  send,
  signIn,
  userCommand,
  videoCommand,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';

type Caller = 'member' | 'admin' | 'staff';

/**
 * A request aimed at acme's data for each protected endpoint (ids from the seed), and which own user
 * may make it (platform switches belong to the provider's staff). Writes are harmless to repeat.
 */
const acmeRequests: Record<
  string,
  { path?: Record<string, string>; query?: Record<string, string>; body?: unknown; as?: Caller }
> = {
  getInitData: {},
  listChannels: { query: { tubeId: 'tube-acme', fetchAdditionalInfo: 'true' } },
  getUserFollowingData: {},
  userCommand: { body: { type: 'updatePreferredLanguage', payload: { language: 'en-us' } } },
  platformCommand: { body: { type: 'setMaintenance', payload: { enabled: false } }, as: 'staff' },
  createAutoLoginLink: { body: { email: 'member@acme.test', password: PASSWORD }, as: 'admin' },
  videoCommand: {
    body: {
      type: 'createVideo',
      payload: { channelId: 'ch-acme-onboarding', name: 'Matrix', language: 'en-us' },
    },
    as: 'admin',
  },
  // The video id of these two is filled in by beforeAll (a video created for the matrix).
  getS3UploadSignedUrl: { body: { fileExt: 'mp4' }, as: 'admin' },
  transcodingStatus: {},
  getGenericS3UploadSignedUrl: { body: { fileExt: 'png' } },
  // Playback of the matrix video (uploaded and transcoded in beforeAll; a draft, so its author's admin).
  getVideoUrl: { as: 'admin' },
  hlsPlaylist: { as: 'admin' },
  getVideo: { as: 'admin' },
  // The studio's read of the matrix video (filled in by beforeAll): globex's token gets 404.
  getStudioVideo: { as: 'admin' },
  // A render of a second transcoded, checked-out video (filled in by beforeAll); globex's token gets 404.
  renderVideo: { as: 'admin' },
  renderJobs: { as: 'admin' },
  // The automatic transcription of the matrix video's upload (filled in by beforeAll).
  getTranscription: { as: 'admin' },
  // The editor's read and save of the matrix video (filled in by beforeAll): globex's token gets 404.
  getEditorData: { as: 'admin' },
  saveRenderingData: { as: 'admin' },
  // The quick guide: the editor's tab of the matrix editor video, the PDF of the render video (filled in
  // by beforeAll); globex's token gets 404.
  getQuickGuide: { as: 'admin' },
  downloadQuickGuide: { as: 'admin' },
  // A translation of a ready-to-publish video of its own (filled in by beforeAll): its list, its
  // approval task's page and an unpublish (repeatable); globex's token gets 404.
  getVideoTranslations: { as: 'admin' },
  getTranslationTask: { as: 'admin' },
  translationCommand: { as: 'admin' },
  // The same video's voice-overs and a recording's upload URL (filled in by beforeAll; repeatable).
  getVoiceOvers: { as: 'admin' },
  voiceOverCommand: { as: 'admin' },
  // The editorial bar's read and a check-out of the matrix video (filled in by beforeAll; repeatable).
  getVideoLifecycle: { as: 'admin' },
  videoLifecycleCommand: { as: 'admin' },
  // A playback event on the matrix video (filled in by beforeAll): another tenant's token gets 404.
  postUserAnalytics: { as: 'admin' },
  getUserAnalytics: {},
  getHistory: {},
  // The caller's own notifications (another tenant's token reads its own, never acme's).
  getNotifications: { query: { lang: 'en-us' } },
  // A word of a seeded acme subtitle: globex's token finds nothing.
  search: { query: { q: 'ambolte' } },
  // A channel acme does not share with globex, so globex's token must get a 404.
  getChannel: { path: { id: 'ch-acme-onboarding' }, query: { getFirstVideoId: 'true' } },
  listTracks: { query: { channelId: 'ch-acme-onboarding', fetchAdditionalInfo: 'true' } },
  listChannelVideos: { path: { id: 'ch-acme-onboarding' } },
  // Following an already followed channel keeps it (and its alerts) as it was.
  channelCommand: { body: { type: 'follow', payload: { channelId: 'ch-acme-onboarding' } } },
  // Back to the own organization (where every matrix caller already is).
  updateUserOrgSwitch: { body: { orgToSwitchTo: '' } },
  listAllOrgs: { as: 'staff' },
  // Help, support and tasks: acme's tagged home page, the member's tasks, the staff's cross-tenant views.
  getHelpVideos: { query: { page: 'home', lang: 'en-us' } },
  listMyTasks: {},
  listOrganizationTasks: { as: 'admin' },
  // acme's approved-task ledger (its admins'); globex's admin reads globex's own rows.
  listApprovedTasks: { as: 'admin' },
  listChannelTasks: { path: { channelId: 'ch-acme-onboarding' }, as: 'admin' },
  listTaskAssignees: { query: { q: 'member' }, as: 'admin' },
  // The member's unread chat messages (globex's token: only globex's).
  taskChatUnread: {},
  // getTask and taskCommand name the member's support task (filled in by beforeAll).
  listOperationalTasks: { as: 'staff' },
  // A production order of acme's admin (globex's admin cannot order into acme's channel).
  orderVideo: {
    body: {
      title: 'Matrix order',
      videoType: 'how-to',
      channelId: 'ch-acme-onboarding',
      language: 'en-us',
      brief: 'Ordered by the tenancy matrix',
    },
    as: 'admin',
  },
  // Filled in by beforeAll: the order's verification (its requester reads it) and its generation step,
  // taken by the operator's staff, who upload into it (globex's token: 404).
  getProductionOrder: { as: 'admin' },
  getProductionUploadSignedUrl: { as: 'staff' },
  // Filled in by beforeAll: an adjustment of the matrix video (a draft) by its admin.
  requestVideoService: { as: 'admin' },
  // Filled in by beforeAll: a ticket the member filed (globex's token: 404).
  getTicket: {},
  listOrgChannels: { query: { orgId: 'acme' }, as: 'staff' },
  // The seed already links staff to acme: granting it again changes nothing.
  createOrgLink: { body: { email: 'staff@tubes.dev', orgId: 'acme' }, as: 'staff' },
  // The member's lists; a seeded acme track (globex's token: 404, or only globex's own lists).
  getTrackQueue: { path: { trackId: 'track-acme-onboarding-essentials' } },
  getMandatory: {},
  getLibrary: {},
  listMyVideos: { as: 'admin' },
  listSharings: {},
  assignMandatory: {
    body: { trackId: 'track-acme-onboarding-essentials', emails: ['member@acme.test'] },
    as: 'admin',
  },
  // Filled in by beforeAll: the admin shares the matrix video with the member.
  createSharing: { as: 'admin' },
  // Users administration: the admin's own organization's users (globex's token lists globex's).
  listUsers: { query: { search: 'member@acme.test' }, as: 'admin' },
  // Filled in by beforeAll: the admin enables the (active) member again; globex's admin gets 404.
  updateUserStatus: { as: 'admin' },
  // A new user of the admin's own organization (globex's admin creates its own, in globex's pool).
  createUser: {
    body: { email: `matrix-${Date.now()}@acme.test`, firstName: 'Matrix', lastName: 'User' },
    as: 'admin',
  },
  // Another organization's id in the query: 404.
  userFromEmail: { query: { email: 'member@acme.test', orgId: 'acme' }, as: 'admin' },
  // Filled in by beforeAll: the member's training record (globex's admin: no such user, 404).
  getUserTrainingRecord: { as: 'admin' },
  // Filled in by beforeAll: the member keeps exactly their permissions; globex's admin gets 404.
  updateUserPermissions: { as: 'admin' },
  // The admin's own organization's event log (globex's token reads globex's).
  getEventLog: { query: { subjectType: 'organization', subjectId: 'acme' }, as: 'admin' },
  getChannelEventLog: { path: { channelId: 'ch-acme-onboarding' }, as: 'admin' },
  // The usage of the admin's own organization's users (globex's token reads globex's).
  listUsersUsage: { query: { search: 'member@acme.test' }, as: 'admin' },
  // The admin's own organization's videos (globex's token lists globex's, whatever channel it names).
  listVideos: { query: { channelId: 'ch-acme-onboarding' }, as: 'admin' },
  // A harmless bulk action on a published seed video (refused: not archived); globex's admin gets notFound.
  bulkVideoCommand: { body: { action: 'restore', videoIds: ['video-acme-values'] }, as: 'admin' },
  getTrack: { path: { trackId: 'track-acme-onboarding-essentials' }, as: 'admin' },
  listTrackUsers: { path: { trackId: 'track-acme-onboarding-essentials' }, as: 'admin' },
  // Where an acme playlist is shared (globex's admin: 404); the playlists shared into the caller's own.
  listPlaylistShares: { path: { trackId: 'track-acme-onboarding-essentials' }, as: 'admin' },
  listSharedPlaylists: {},
  // An acme channel's report: globex's admin gets 404 (globex has no such channel).
  getReport: { query: { range: '24h', channelId: 'ch-acme-onboarding' }, as: 'admin' },
  // The studio's report of the matrix video (filled in by beforeAll): globex's token gets 404.
  getVideoReport: { query: { range: '24h' }, as: 'admin' },
  // The admin's own organization's settings (globex's admin reads globex's).
  getOrganizationSettings: { as: 'admin' },
  // The admin's own organization's single sign-on (globex's admin reads globex's).
  getSsoSettings: { as: 'admin' },
  // Nothing to change: answers the own tube's id (globex's admin: globex's).
  organizationCommand: { body: { type: 'updateBranding', payload: {} }, as: 'admin' },
  // An acme channel's recommendation settings: globex's admin gets 404 (globex has no such channel).
  getChannelRecommendation: { path: { id: 'ch-acme-onboarding' }, as: 'admin' },
  // An acme channel's tags: globex's admin gets 404 (globex has no such channel).
  getChannelTags: { path: { id: 'ch-acme-onboarding' }, as: 'admin' },
  // An acme channel's users: globex's admin gets 404 (globex has no such channel).
  listChannelUsers: { path: { id: 'ch-acme-onboarding' }, as: 'admin' },
  // A seeded published acme video's attachments (globex's token: 404, as for its video).
  listVideoAttachments: { path: { videoId: 'acmewelcome' } },
  // An upload request for it (a pending item, gone with the TTL); globex's admin gets 404.
  videoAttachmentCommand: {
    body: {
      type: 'requestAttachmentUpload',
      payload: { videoId: 'acmewelcome', fileName: 'matrix.pdf', size: 10 },
    },
    as: 'admin',
  },
  // The operator organization's training sections (issue 15): its admins who are its staff (studio's
  // staff@tubes.dev); every other organization's token gets 403. trainingCommand is filled in by beforeAll:
  // a studio role renamed to its own name (repeatable).
  getTrainingAdmin: { as: 'staff' },
  listTrainingGenerations: { as: 'staff' },
  trainingCommand: { as: 'staff' },
  // Wallets (issue 16): the operator's staff name acme; globex's admin (neither staff nor master admin)
  // gets 403. acme's main wallet is opened by beforeAll; the top-up repeats one request (credited once).
  getWallet: { path: { walletId: 'main' }, query: { orgId: 'acme' }, as: 'staff' },
  listWalletEntries: { path: { walletId: 'main' }, query: { orgId: 'acme' }, as: 'staff' },
  walletCommand: {
    body: {
      type: 'topUpWallet',
      payload: { orgId: 'acme', walletId: 'main', credits: 1, requestId: 'tenancy-matrix-top-up' },
    },
    as: 'staff',
  },
  // One imported row (globex's admin imports it into globex).
  importUsers: {
    body: {
      rows: [
        {
          line: 2,
          email: `matrix-import-${Date.now()}@acme.test`,
          firstName: 'M',
          lastName: 'I',
          roles: ['member'],
        },
      ],
    },
    as: 'admin',
  },
};

const protectedEndpoints = endpoints.filter((e) => e.access !== 'public');

let acmeToken = '';
let globexToken = '';
const ownTokens: Record<Caller, string> = { member: '', admin: '', staff: '' };
/** Strings that only acme's own data contains: its member, its tube, channels not shared to globex. */
let acmeOnly: string[] = [];

async function mint(claims: Record<string, unknown>, expiresAt: number) {
  const { jwk } = JSON.parse(
    readFileSync('node_modules/cognito-local/lib/keys/cognitoLocal.private.json', 'utf8'),
  ) as { jwk: JWK };
  const key = await importJWK(jwk, 'RS256');
  const { iat: _iat, exp: _exp, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

beforeAll(async () => {
  acmeToken = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexToken = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  ownTokens.member = acmeToken;
  ownTokens.admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  ownTokens.staff = (await signIn('staff@tubes.dev', PASSWORD, 'studio')).idToken;
  const channelIds = async (token: string) =>
    (await call(contract.listChannels, { token })).body.map((c) => c.id);
  const visibleToGlobex = new Set(await channelIds(globexToken));
  const acmePrivateChannels = (await channelIds(acmeToken)).filter(
    (id) => id.startsWith('ch-acme-') && !visibleToGlobex.has(id),
  );
  expect(acmePrivateChannels.length).toBeGreaterThan(5);
  const created = await videoCommand(ownTokens.admin, 'createVideo', {
    channelId: 'ch-acme-onboarding',
    name: 'Matrix video',
    language: 'en-us',
    // Its upload is transcribed too (a tone: nothing heard), so its transcription can be read.
    uploadOptions: {
      autoTranscribe: true,
      autoCopyToManuscript: true,
      autoCopyManuscriptToDescription: true,
    },
  });
  const { id: videoId, humanId } = created.body as { id: string; humanId: string };
  acmeRequests.getTranscription = { path: { videoId, version: '1' }, as: 'admin' };
  acmeRequests.getVideoReview = { path: { videoId }, as: 'admin' };
  acmeRequests.requestVideoService = {
    body: { videoId, service: 'adjustment', adjustment: 'how-to', comment: 'Matrix adjustment' },
    as: 'admin',
  };
  await matrixProductionOrder();
  await matrixTranslation();
  await matrixTraining();
  const opened = await send(contract.walletCommand, {
    token: ownTokens.staff,
    body: { type: 'openWallet', payload: { orgId: 'acme', walletId: 'main' } },
  });
  expect([200, 409], JSON.stringify(opened.body)).toContain(opened.status);
  acmeRequests.getVideoReport = { path: { videoId }, query: { range: '24h' }, as: 'admin' };
  acmeRequests.getS3UploadSignedUrl = { body: { fileExt: 'mp4', videoId }, as: 'admin' };
  // A draft: its status is for those who may open it (the admin who uploads), as its page is.
  acmeRequests.transcodingStatus = { path: { videoId }, as: 'admin' };
  acmeRequests.getVideoLifecycle = { path: { videoId }, as: 'admin' };
  acmeRequests.videoLifecycleCommand = {
    body: { type: 'checkOutVideo', payload: { videoId } },
    as: 'admin',
  };
  await transcodeClip(ownTokens.admin, videoId);
  acmeRequests.getVideoUrl = { query: { key: humanId, download: '0' }, as: 'admin' };
  acmeRequests.hlsPlaylist = {
    path: { videoId, version: '1', language: 'en-us', file: 'index.m3u8' },
    as: 'admin',
  };
  acmeRequests.getVideo = { path: { humanId }, as: 'admin' };
  acmeRequests.getStudioVideo = { path: { videoId, version: '1' }, as: 'admin' };
  // The editor's save needs the video checked out by its editor: a draft of its own, checked out here.
  const edited = await videoCommand(ownTokens.admin, 'createVideo', {
    channelId: 'ch-acme-onboarding',
    name: 'Matrix editor video',
    language: 'en-us',
  });
  const editedId = (edited.body as { id: string }).id;
  const checkedOut = await call(contract.videoLifecycleCommand, {
    token: ownTokens.admin,
    body: { type: 'checkOutVideo', payload: { videoId: editedId } },
  });
  expect(checkedOut.status).toBe(200);
  acmeRequests.getEditorData = { path: { videoId: editedId, version: '1' }, as: 'admin' };
  acmeRequests.saveRenderingData = {
    path: { videoId: editedId, version: '1', language: 'en-us' },
    body: {
      revision: 0,
      renderingData: { subtitles: { chapters: [{ startSeconds: 0, manuscript: 'Matrix' }] }, links: [] },
    },
    as: 'admin',
  };
  // The thumbnail command needs its caller's check-out too: an image the admin uploaded (a 1 × 1 PNG)
  // becomes the editor video's thumbnail; globex's admin gets 404 for the video.
  const signed = await call(contract.getGenericS3UploadSignedUrl, {
    token: ownTokens.admin,
    body: { fileExt: 'png' },
  });
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const put = await fetch(signed.body.signedUrl, {
    method: 'PUT',
    body: new Uint8Array(png),
    headers: { 'content-type': 'image/png' },
  });
  expect(put.status).toBe(200);
  acmeRequests.videoThumbnailCommand = {
    body: { type: 'useImage', payload: { videoId: editedId, imageKey: signed.body.s3Path } },
    as: 'admin',
  };
  const embed = await videoCommand(ownTokens.admin, 'updateGeneral', {
    videoId,
    version: 1,
    publicEmbed: false,
  });
  acmeRequests.getMemberVideoEmbed = { path: { key: embed.body.embedKey! }, as: 'admin' };
  acmeRequests.createSharing = { body: { videoId, email: 'member@acme.test' }, as: 'admin' };
  const ticket = await userCommand(acmeToken, 'createTicket', {
    orgId: 'acme',
    subject: 'Matrix ticket',
    body: 'b',
    requesterName: 'Martin Meyer',
    requesterEmail: 'member@acme.test',
    phoneNumber: '',
  });
  acmeRequests.getTicket = { path: { ticketId: ticket.body.id } };
  const supportTask = await userCommand(acmeToken, 'createSupportTask', {
    taskTitle: 'Matrix task',
    comment: 'Opened by the tenancy matrix',
  });
  const taskId = supportTask.body.taskId ?? '';
  expect(taskId).not.toBe('');
  // The requester reads their task and comments on it; globex's token finds no such task.
  acmeRequests.getTask = { path: { taskId } };
  acmeRequests.taskCommand = { body: { type: 'comment', payload: { taskId, text: 'Matrix comment' } } };
  // The requester writes in the task's chat, reads it and marks it read; globex's token finds no task.
  const chat = await send(contract.sendTaskChatMessage, {
    token: acmeToken,
    body: { taskId, text: 'Matrix chat message' },
  });
  expect(chat.status).toBe(200);
  acmeRequests.sendTaskChatMessage = { body: { taskId, text: 'Matrix chat message' } };
  acmeRequests.listTaskChat = { path: { taskId } };
  acmeRequests.markTaskChatRead = { body: { taskId, upToMessageId: chat.body.messageId } };
  acmeRequests.updateUserStatus = {
    body: { userId: String(decodeJwt(acmeToken).sub), status: 'active' },
    as: 'admin',
  };
  acmeRequests.getUserTrainingRecord = { path: { userId: String(decodeJwt(acmeToken).sub) }, as: 'admin' };
  acmeRequests.updateUserPermissions = {
    body: { userId: String(decodeJwt(acmeToken).sub), permissions: ['readVideo'], isMasterAdmin: false },
    as: 'admin',
  };
  acmeRequests.postUserAnalytics = {
    body: { type: 'videoPlaybackStarted', videoId, version: 1, lang: 'en-us' },
    as: 'admin',
  };
  // Rendering takes its video's lock: a video of its own, so the matrix video stays editable.
  const toRender = await videoCommand(ownTokens.admin, 'createVideo', {
    channelId: 'ch-acme-onboarding',
    name: 'Matrix render',
    language: 'en-us',
  });
  const renderVideoId = (toRender.body as { id: string }).id;
  await transcodeClip(ownTokens.admin, renderVideoId);
  await videoLifecycleData('acme').checkOut(
    renderVideoId,
    { userId: String(decodeJwt(ownTokens.admin).sub), email: 'admin@acme.test' },
    null,
    new Date().toISOString(),
  );
  acmeRequests.renderVideo = {
    body: { videoId: renderVideoId, version: 1, language: 'en-us' },
    as: 'admin',
  };
  acmeRequests.renderJobs = { path: { videoId: renderVideoId }, as: 'admin' };
  acmeRequests.getQuickGuide = {
    path: { videoId: editedId, version: '1', language: 'en-us' },
    as: 'admin',
  };
  // A quick-guide page on the render video: its PDF is 'preparing' (or ready) for its admin.
  await renderingData('acme').put(renderVideoId, 1, {
    language: 'en-us',
    subtitles: {
      chapters: [
        { startSeconds: 0, manuscript: 'Matrix intro' },
        { startSeconds: 1, manuscript: 'Matrix page', quickGuide: true },
      ],
    },
    links: [],
  });
  acmeRequests.downloadQuickGuide = { path: { videoId: renderVideoId }, as: 'admin' };
  acmeOnly = [
    videoId,
    renderVideoId,
    'member@acme.test',
    String(decodeJwt(acmeToken).sub),
    'tube-acme',
    'Acme Corporation',
    ...acmePrivateChannels,
  ];
}, 90_000);

/** A 2 s clip through the real pipeline, so the playback endpoints have media to refuse or serve. */
async function transcodeClip(token: string, videoId: string) {
  const clip = execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ...['-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4', 'pipe:1'],
  ]);
  const url = await call(contract.getS3UploadSignedUrl, {
    token,
    body: { fileExt: 'mp4', videoId },
  });
  expect((await fetch(url.body.signedUrl, { method: 'PUT', body: clip })).status).toBe(200);
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const res = await call(contract.transcodingStatus, { params: { videoId }, token });
    const status = res.body.at(-1)?.status;
    if (status === 'completed') return;
    if (status === 'error') throw new Error('the matrix clip did not transcode');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the matrix clip did not transcode in 45 s');
}

/**
 * An order of acme's admin whose verification the operator's staff completed and whose generation step
 * they took: its tasks for getProductionOrder and getProductionUploadSignedUrl.
 */
/** A video with a manuscript, ready to publish, translated into Spanish (its approval task waits). */
async function matrixTranslation() {
  const token = ownTokens.admin;
  const created = await videoCommand(token, 'createVideo', {
    channelId: 'ch-acme-onboarding',
    name: 'Matrix translation',
    language: 'en-us',
  });
  const videoId = (created.body as { id: string }).id;
  const lifecycle = (type: 'checkOutVideo' | 'markReadyToPublish') =>
    call(contract.videoLifecycleCommand, { token, body: { type, payload: { videoId } } });
  expect((await lifecycle('checkOutVideo')).status).toBe(200);
  const saved = await call(contract.saveRenderingData, {
    token,
    params: { videoId, version: '1', language: 'en-us' },
    body: {
      revision: 0,
      renderingData: { subtitles: { chapters: [{ startSeconds: 0, manuscript: 'Welcome' }] }, links: [] },
    } as never,
  });
  expect(saved.status).toBe(200);
  expect((await lifecycle('markReadyToPublish')).status).toBe(200);
  const requested = await call(contract.translationCommand, {
    token,
    body: { type: 'requestTranslation', payload: { videoId, version: 1, languages: ['es-es'] } },
  });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const translationId = requested.body.translations?.[0]?.translationId ?? '';
  const taskId = translationTaskId(translationId, 'approve');
  await eventually(
    () => taskData('acme').task(taskId),
    (task) => Boolean(task?.taskToken),
  );
  acmeRequests.getVideoTranslations = { path: { videoId }, as: 'admin' };
  acmeRequests.getTranslationTask = { path: { taskId }, as: 'admin' };
  acmeRequests.translationCommand = {
    body: { type: 'unpublishTranslation', payload: { videoId, language: 'es-es' } },
    as: 'admin',
  };
  acmeRequests.getVoiceOvers = { path: { videoId }, as: 'admin' };
  acmeRequests.voiceOverCommand = {
    body: { type: 'recordingUploadUrl', payload: { videoId, language: 'es-es', chapter: 0 } },
    as: 'admin',
  };
}

/** A role of studio's training sections (created once per platform) that the matrix renames to its own name. */
async function matrixTraining() {
  const name = 'Matrix role';
  const listed = await call(contract.getTrainingAdmin, { token: ownTokens.staff });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  let roleId = listed.body.roles.find((r) => r.name === name)?.roleId;
  if (!roleId) {
    const created = await send(contract.trainingCommand, {
      token: ownTokens.staff,
      body: { type: 'createApplicationRole', payload: { name } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    roleId = created.body.id;
  }
  acmeRequests.trainingCommand = {
    body: { type: 'updateApplicationRole', payload: { roleId, name } },
    as: 'staff',
  };
}

async function matrixProductionOrder() {
  const ordered = await send(contract.orderVideo, {
    token: ownTokens.admin,
    body: {
      title: 'Matrix production order',
      videoType: 'what-is',
      channelId: 'ch-acme-onboarding',
      language: 'en-us',
      brief: 'The matrix order',
    },
  });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
  const orderId = ordered.body.id;
  const staffAct = async (type: string, taskId: string) => {
    const res = await send(contract.taskCommand, {
      token: ownTokens.staff,
      body: { type, payload: { taskId, orgId: 'acme' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const verify = orderTaskId(orderId, 'verify', 1);
  await eventually(
    () => taskData('acme').task(verify),
    (t) => Boolean(t?.taskToken),
  );
  await staffAct('take', verify);
  await staffAct('complete', verify);
  const generate = orderTaskId(orderId, 'generate', 1);
  await eventually(
    () => taskData('acme').task(generate),
    (t) => Boolean(t?.taskToken),
  );
  await staffAct('take', generate);
  acmeRequests.getProductionOrder = { path: { taskId: verify }, as: 'admin' };
  acmeRequests.getProductionUploadSignedUrl = {
    body: { taskId: generate, orgId: 'acme', fileExt: 'mp4' },
    as: 'staff',
  };
}

describe('every protected endpoint is covered by this matrix', () => {
  it('has an acme-aimed request for each protected endpoint of the contract', () => {
    expect(protectedEndpoints.map((e) => e.id).sort()).toEqual(Object.keys(acmeRequests).sort());
  });
});

describe.each(protectedEndpoints.map((e) => [`${e.method} ${fullPath(e)}`, e] as const))(
  '%s',
  (_name, endpoint) => {
    const request = (token?: string) =>
      send(endpoint, {
        ...(token ? { token } : {}),
        params: acmeRequests[endpoint.id]?.path ?? {},
        query: acmeRequests[endpoint.id]?.query ?? {},
        ...(acmeRequests[endpoint.id]?.body !== undefined ? { body: acmeRequests[endpoint.id]?.body } : {}),
      });

    it("succeeds with the own tenant's token", async () => {
      const res = await request(ownTokens[acmeRequests[endpoint.id]?.as ?? 'member']);
      expect(res.status).toBe(200);
      expect(endpoint.response.safeParse(res.body).success).toBe(true);
    });

    it("never returns acme's data for another tenant's token", async () => {
      const res = await request(globexToken);
      if (res.status === 200) {
        // Served from the caller's own tenant only: nothing that only acme's data contains.
        const text = JSON.stringify(res.body);
        for (const marker of acmeOnly) expect(text).not.toContain(marker);
      } else {
        expect([403, 404]).toContain(res.status);
      }
    });

    it('is refused without a token', async () => {
      expect((await request()).status).toBe(401);
    });

    it('is refused with a forged token (claims changed, signature kept)', async () => {
      const [header, , signature] = globexToken.split('.');
      const claims = { ...decodeJwt(globexToken), 'custom:orgId': 'acme', aud: poolOf('acme').clientId };
      const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      expect((await request(forged)).status).toBe(401);
    });

    it('is refused with an expired token', async () => {
      const expired = await mint(decodeJwt(acmeToken), Math.floor(Date.now() / 1000) - 60);
      expect((await request(expired)).status).toBe(401);
    });

    it("is refused with a token of acme's pool issued for another pool's client", async () => {
      const wrongAudience = await mint(
        { ...decodeJwt(acmeToken), aud: poolOf('globex').clientId },
        Math.floor(Date.now() / 1000) + 600,
      );
      expect((await request(wrongAudience)).status).toBe(401);
    });
  },
);

describe('the minted tokens are otherwise valid', () => {
  it('a freshly minted copy of a real token is accepted (so the refusals above are about the claim)', async () => {
    const copy = await mint(decodeJwt(acmeToken), Math.floor(Date.now() / 1000) + 600);
    const res = await call(contract.getInitData, { token: copy });
    expect(res.status).toBe(200);
    expect(res.body.orgId).toBe('acme');
  });
});
