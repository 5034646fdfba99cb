/**
 * Mandatory training end to end (issue 15) against the local platform: an admin assigns a playlist with a
 * due date; the member gets a watch-video task per video (in /tasks), the playlist on /mandatory with its
 * due date, and an e-mail; watching a video to the end completes its task; the daily schedule, fired
 * through the local scheduler with a fake clock, reminds before the due date and marks overdue after it
 * (notification and e-mail, once per run); bad input and past dates are refused.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '#shared/domain/training-due.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import {
  call,
  contract,
  mailTo,
  mailsTo,
  platform,
  registerUser,
  send,
  signIn,
  videoCommand,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
const CHANNEL = `ch-it-train-${run}`;
const TRACK = `track-it-train-${run}`;
const VIDEOS = [`vid-it-train-a-${run}`, `vid-it-train-b-${run}`];
const learnerEmail = `learner-${run}@acme.test`;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayIn = (days: number) => dayOf(new Date(Date.now() + days * DAY_MS));

let admin = '';
let learner = '';

const myWatchTasks = async () => {
  const res = await call(contract.listMyTasks, {
    token: learner,
    query: { subtype: 'watch-video', limit: 100 },
  });
  expect(res.status).toBe(200);
  return res.body.items.filter((t) => VIDEOS.includes(t.videoId ?? ''));
};

const fireSchedule = async (at: Date) => {
  const res = await fetch(
    `${platform().urls.scheduler}/schedules/mandatory-training/run?at=${encodeURIComponent(at.toISOString())}`,
    { method: 'POST' },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { result?: { reminded: number; markedOverdue: number } };
};

beforeAll(async () => {
  const e = getEntities();
  await e.channel
    .put({ orgId: 'acme', channelId: CHANNEL, name: `Training ${run}`, type: 'company', status: 'active' })
    .go();
  await e.track.put({ orgId: 'acme', trackId: TRACK, channelId: CHANNEL, name: `Fire safety ${run}` }).go();
  for (const [position, videoId] of VIDEOS.entries()) {
    await e.video
      .create({
        orgId: 'acme',
        videoId,
        humanId: `train${position}${run}`,
        channelId: CHANNEL,
        name: `Fire safety part ${position + 1}`,
        status: 'published',
        masterLanguage: 'en-us',
        authorId: 'it',
        authorEmail: 'admin@acme.test',
        durationMs: 20_000,
      })
      .go();
    await e.trackItem.put({ orgId: 'acme', trackId: TRACK, position, type: 'video', targetId: videoId }).go();
  }
  await registerUser(learnerEmail, PASSWORD);
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  learner = (await signIn(learnerEmail, PASSWORD, 'acme')).idToken;
}, 60_000);

describe('mandatory training with a due date', () => {
  it('refuses a malformed or past due date, naming the field', async () => {
    const malformed = await send(contract.assignMandatory, {
      token: admin,
      body: { trackId: TRACK, emails: [learnerEmail], dueDate: '2026-02-30' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues).toEqual([
      expect.objectContaining({ path: 'body.dueDate', message: 'Choose a valid date' }),
    ]);
    const past = await send(contract.assignMandatory, {
      token: admin,
      body: { trackId: TRACK, emails: [learnerEmail], dueDate: dayIn(-1) },
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The due date cannot be in the past');
    expect(await myWatchTasks()).toEqual([]);
  });

  it('gives the learner a task per video, the playlist on /mandatory with its due date, and an e-mail', async () => {
    const dueDay = dayIn(5);
    const res = await send(contract.assignMandatory, {
      token: admin,
      body: { trackId: TRACK, emails: [learnerEmail], dueDate: dueDay },
    });
    expect(res.status).toBe(200);
    const tasks = await myWatchTasks();
    expect(tasks.map((t) => [t.videoId, t.status, t.type, t.category, t.dueDate]).sort()).toEqual(
      VIDEOS.map((v) => [v, 'notStarted', 'watch-video', 'mandatory', `${dueDay}T23:59:59.999Z`]).sort(),
    );
    const mandatory = await call(contract.getMandatory, { token: learner });
    const track = mandatory.body.tracks.find((t) => t.trackId === TRACK);
    expect(track).toMatchObject({ dueDate: `${dueDay}T23:59:59.999Z`, overdue: false });
    const mail = await mailTo(learnerEmail, /^Mandatory training: /);
    expect(mail.subject).toBe(`Mandatory training: Fire safety ${run}`);
    expect(mail.text).toContain('2 videos');
    expect(mail.tags).toMatchObject({ category: 'training', kind: 'trainingAssigned' });
    // Assigning again changes nothing: no second task, no second mail.
    await send(contract.assignMandatory, {
      token: admin,
      body: { trackId: TRACK, emails: [learnerEmail], dueDate: dueDay },
    });
    expect(await myWatchTasks()).toHaveLength(2);
    expect(
      (await mailsTo(learnerEmail)).filter((m) => m.subject.startsWith('Mandatory training:')),
    ).toHaveLength(1);
  });

  it('is not completed by hand: only watching completes it', async () => {
    const task = (await myWatchTasks()).find((t) => t.videoId === VIDEOS[0]);
    const taken = await send(contract.taskCommand, {
      token: learner,
      body: { type: 'take', payload: { taskId: task!.taskId } },
    });
    expect(taken.status).toBe(200);
    const completed = await send(contract.taskCommand, {
      token: learner,
      body: { type: 'complete', payload: { taskId: task!.taskId } },
    });
    expect(completed.status).toBe(409);
    expect(completed.body.message).toBe('A watch-video task is completed by watching its video to the end');
  });

  it('completes the task of a video watched to the end', async () => {
    const ref = { videoId: VIDEOS[0]!, version: 1, lang: 'en-us' as const };
    await videoCommand(learner, 'videoPlaybackStarted', ref);
    const ended = await videoCommand(learner, 'videoTimeWatched', { ...ref, from: 0, time: 20, watched: 20 });
    expect(ended.body).toMatchObject({ completed: true });
    const tasks = await myWatchTasks();
    expect(tasks.find((t) => t.videoId === VIDEOS[0])?.status).toBe('completed');
    expect(tasks.find((t) => t.videoId === VIDEOS[1])?.status).toBe('notStarted');
  });

  it('the daily schedule reminds three days ahead, then marks overdue after the due day; once per run', async () => {
    const dueDay = dayIn(5);
    const before = await fireSchedule(new Date(`${dayIn(3)}T05:00:00.000Z`));
    expect(before.result?.reminded).toBeGreaterThanOrEqual(1);
    const reminder = await mailTo(learnerEmail, /^Reminder: your mandatory training$/);
    expect(reminder.text).toContain('“Fire safety part 2”, due');
    // The watched video is not in it.
    expect(reminder.text).not.toContain('part 1');
    // The same day again: nothing new for this learner.
    await fireSchedule(new Date(`${dayIn(3)}T06:00:00.000Z`));
    expect((await mailsTo(learnerEmail)).filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(1);

    const after = new Date(new Date(`${dueDay}T05:00:00.000Z`).getTime() + DAY_MS);
    await fireSchedule(after);
    const tasks = await myWatchTasks();
    expect(tasks.find((t) => t.videoId === VIDEOS[1])?.status).toBe('overdue');
    expect(tasks.find((t) => t.videoId === VIDEOS[0])?.status).toBe('completed');
    const overdue = await mailTo(learnerEmail, /^Overdue: your mandatory training$/);
    expect(overdue.text).toContain('“Fire safety part 2”, overdue since');
    const notifications = await call(contract.getNotifications, { token: learner });
    expect(JSON.stringify(notifications.body)).toContain('mandatory video(s) are overdue');
    const mandatory = await call(contract.getMandatory, { token: learner });
    expect(mandatory.body.tracks[0]).toMatchObject({ trackId: TRACK, overdue: true });
    // The admins' compliance view: one of two watched, overdue.
    const users = await call(contract.listTrackUsers, { token: admin, params: { trackId: TRACK } });
    expect(users.body.assignees.find((a) => a.email === learnerEmail)).toMatchObject({
      watched: 1,
      videos: 2,
      dueDate: `${dueDay}T23:59:59.999Z`,
      overdue: true,
    });

    // Watching the overdue video still completes it, and the next runs leave it alone.
    const ref = { videoId: VIDEOS[1]!, version: 1, lang: 'en-us' as const };
    await videoCommand(learner, 'videoTimeWatched', { ...ref, from: 0, time: 20, watched: 20 });
    expect((await myWatchTasks()).every((t) => t.status === 'completed')).toBe(true);
    await fireSchedule(new Date(after.getTime() + 8 * DAY_MS));
    expect((await mailsTo(learnerEmail)).filter((m) => m.subject.startsWith('Overdue:'))).toHaveLength(1);
  });
});

describe("a user's training record (admins)", () => {
  const learnerId = async () => {
    const res = await call(contract.userFromEmail, {
      token: admin,
      query: { email: learnerEmail, orgId: 'acme' },
    });
    expect(res.status).toBe(200);
    return res.body.userId;
  };

  it('lists every watch-video task of the learner with its state, due date and completion, and the counts', async () => {
    const userId = await learnerId();
    const record = await call(contract.getUserTrainingRecord, { token: admin, params: { userId } });
    expect(record.status).toBe(200);
    expect(record.body.user).toMatchObject({ userId, email: learnerEmail, status: 'active' });
    const ours = record.body.tasks.filter((t) => VIDEOS.includes(t.videoId));
    expect(ours.map((t) => [t.videoId, t.state, t.category, t.source, t.humanId !== null]).sort()).toEqual(
      VIDEOS.map((v) => [v, 'completed', 'mandatory', `Fire safety ${run}`, true]).sort(),
    );
    expect(ours.every((t) => t.completedAt !== null && t.dueDate?.endsWith('T23:59:59.999Z'))).toBe(true);
    expect(record.body.summary.completed).toBeGreaterThanOrEqual(2);
    expect(record.body.summary.assigned).toBe(
      record.body.summary.completed + record.body.summary.overdue + record.body.summary.open,
    );
  });

  it("is for admins of the user's own organization only", async () => {
    const userId = await learnerId();
    const asMember = await call(contract.getUserTrainingRecord, { token: learner, params: { userId } });
    expect(asMember.status).toBe(403);
    const unknown = await call(contract.getUserTrainingRecord, {
      token: admin,
      params: { userId: 'nobody' },
    });
    expect(unknown.status).toBe(404);
    const studioStaff = (await signIn('staff@tubes.dev', PASSWORD, 'studio')).idToken;
    const otherOrg = await call(contract.getUserTrainingRecord, {
      token: studioStaff,
      params: { userId },
    });
    expect(otherOrg.status).toBe(404);
  });
});
