import { describe, expect, it } from 'vitest';
import {
  addRefusal,
  addVideo,
  itemsChanged,
  itemsPayload,
  keyboardTarget,
  moveItem,
  removeVideo,
  type EditorItem,
} from './track-items';
import { trackFormErrors, trackFormPayload } from './track-form';

const video = (id: string): EditorItem => ({ type: 'video', id, name: id.toUpperCase(), humanId: id });
const sub: EditorItem = { type: 'track', id: 'sub', name: 'Sub', humanId: null };

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves an item to another position, the others keeping their order', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });
  it('clamps the target and ignores an unknown source', () => {
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 7, 0)).toBe(list);
    expect(moveItem(list, 1, 1)).toBe(list);
  });
});

describe('keyboardTarget', () => {
  it('moves by one with the arrows and to the ends with Home and End', () => {
    expect(keyboardTarget('ArrowUp', 2, 4)).toBe(1);
    expect(keyboardTarget('ArrowDown', 2, 4)).toBe(3);
    expect(keyboardTarget('ArrowDown', 3, 4)).toBe(3);
    expect(keyboardTarget('ArrowUp', 0, 4)).toBe(0);
    expect(keyboardTarget('Home', 2, 4)).toBe(0);
    expect(keyboardTarget('End', 0, 4)).toBe(3);
    expect(keyboardTarget('a', 0, 4)).toBeNull();
  });
});

describe('adding and removing', () => {
  it('adds a video at the end once', () => {
    const added = addVideo([video('a')], { id: 'b', name: 'B', humanId: 'b' });
    expect(added.map((i) => i.id)).toEqual(['a', 'b']);
    expect(addRefusal(added, 'b')).toBe('duplicate');
    expect(addVideo(added, { id: 'b', name: 'B', humanId: 'b' })).toBe(added);
  });
  it('refuses a video when the track is full', () => {
    const full = Array.from({ length: 100 }, (_, n) => video(`v${n}`));
    expect(addRefusal(full, 'new')).toBe('full');
  });
  it('removes videos, never sub-tracks', () => {
    const list = [video('a'), sub, video('b')];
    expect(removeVideo(list, 0).map((i) => i.id)).toEqual(['sub', 'b']);
    expect(removeVideo(list, 1)).toBe(list);
  });
  it('tells a changed order from the saved one and builds the payload', () => {
    const saved = [video('a'), sub];
    expect(itemsChanged(saved, [video('a'), sub])).toBe(false);
    expect(itemsChanged(saved, [sub, video('a')])).toBe(true);
    expect(itemsChanged(saved, [video('a')])).toBe(true);
    expect(itemsPayload([sub, video('a')])).toEqual([
      { type: 'track', id: 'sub' },
      { type: 'video', id: 'a' },
    ]);
  });
});

describe('trackFormErrors', () => {
  it('requires a name within the limits and without brackets', () => {
    const base = { name: 'Track', abstract: '', description: '', mandatory: false };
    expect(trackFormErrors(base)).toEqual({});
    expect(trackFormErrors({ ...base, name: '  ' }).name).toBe('tracks-admin-error-required');
    expect(trackFormErrors({ ...base, name: 'x'.repeat(101) }).name).toBe('tracks-admin-error-too-long');
    expect(trackFormErrors({ ...base, name: '<b>' }).name).toBe('tracks-admin-error-brackets');
    expect(trackFormErrors({ ...base, abstract: 'x'.repeat(301) }).abstract).toBe(
      'tracks-admin-error-too-long',
    );
  });
  it('sends trimmed values', () => {
    expect(trackFormPayload({ name: ' A ', abstract: ' b ', description: '', mandatory: true })).toEqual({
      name: 'A',
      abstract: 'b',
      description: '',
      mandatory: true,
    });
  });
});
