/**
 * The profile's server side with real tokens (spec 1 §3 user profile, §5 profile rules, §7 user
 * commands): completeUserConfigurationStatus, updateTooltipPopupPreference, updateUserProfile's
 * validation (numeric phone, listed country, an image the caller uploaded) and the picture shown
 * through a short-lived presigned URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, contract, registerUser, send, signIn, userCommand as command } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';

let user = '';
let other = '';

async function freshUser(): Promise<string> {
  const email = `profile-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@acme.test`;
  await registerUser(email, PASSWORD);
  return (await signIn(email, PASSWORD, 'acme')).idToken;
}

const initData = async (token: string) => (await call(contract.getInitData, { token })).body;

beforeAll(async () => {
  user = await freshUser();
  other = await freshUser();
});

describe('onboarding and settings commands', () => {
  it('a registered user starts with the configuration not completed; completing it is stored', async () => {
    expect((await initData(user)).settings).toMatchObject({
      isConfigurationCompleted: false,
      isFirstLogin: true,
    });
    const res = await command(user, 'completeUserConfigurationStatus', { isConfigurationCompleted: true });
    expect(res.status).toBe(200);
    expect((await initData(user)).settings).toMatchObject({
      isConfigurationCompleted: true,
      isFirstLogin: false,
    });
  });

  it('updateTooltipPopupPreference stores tooltipDisabled', async () => {
    expect((await command(user, 'updateTooltipPopupPreference', { disabled: true })).status).toBe(200);
    expect((await initData(user)).settings.tooltipDisabled).toBe(true);
    await command(user, 'updateTooltipPopupPreference', { disabled: false });
    expect((await initData(user)).settings.tooltipDisabled).toBe(false);
  });

  it('refuses malformed settings payloads with 400', async () => {
    const body = (type: string, payload: unknown) => ({ token: user, body: { type, payload } });
    expect(
      (
        await send(
          contract.userCommand,
          body('completeUserConfigurationStatus', { isConfigurationCompleted: 'yes' }),
        )
      ).status,
    ).toBe(400);
    expect((await send(contract.userCommand, body('updateTooltipPopupPreference', {}))).status).toBe(400);
  });
});

describe('updateUserProfile validation', () => {
  it('saves the details (trimmed) and reports them in initData', async () => {
    const res = await command(user, 'updateUserProfile', {
      firstName: ' Petra ',
      lastName: 'Persson',
      jobTitle: 'Controller',
      phoneNumber: '4512345678',
      country: 'DK',
    });
    expect(res.status).toBe(200);
    expect((await initData(user)).userData.profile).toMatchObject({
      firstName: 'Petra',
      lastName: 'Persson',
      jobTitle: 'Controller',
      phoneNumber: '4512345678',
      country: 'DK',
    });
  });

  it('refuses letters in the phone, unlisted countries, over-long names and non-image pictures', async () => {
    for (const payload of [
      { phoneNumber: '45 12ab' },
      { country: 'XX' },
      { firstName: 'x'.repeat(101) },
      { profilePic: 'generic/acme/someone/notes.pdf' },
    ]) {
      const res = await command(user, 'updateUserProfile', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
  });

  it("refuses a picture that is not the caller's own upload", async () => {
    const theirs = await call(contract.getGenericS3UploadSignedUrl, {
      token: other,
      body: { fileExt: 'png' },
    });
    const res = await command(user, 'updateUserProfile', { profilePic: theirs.body.s3Path });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The picture must be an image you uploaded');
    expect(
      (await command(user, 'updateUserProfile', { profilePic: 'media/acme/x/1/en-us/thumb.png' })).status,
    ).toBe(400);
  });

  it('an uploaded picture is shown through a short-lived presigned URL', async () => {
    const upload = await call(contract.getGenericS3UploadSignedUrl, {
      token: user,
      body: { fileExt: 'png' },
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const put = await fetch(upload.body.signedUrl, {
      method: 'PUT',
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    expect((await command(user, 'updateUserProfile', { profilePic: upload.body.s3Path })).status).toBe(200);

    const data = await initData(user);
    expect(data.userData.profile.profilePic).toBe(upload.body.s3Path);
    const url = new URL(data.userData.photoURL);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    const picture = await fetch(url);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true);
  });
});
