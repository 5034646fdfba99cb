import { describe, expect, it } from 'vitest';
import { OFFERED_UI_LANGUAGES } from '#shared/domain/languages';
import { languageChoices, userMenuVisibility, type UserMenuContext } from './user-menu';

const base: UserMenuContext = {
  isStaff: false,
  role: 'member',
  isSwitched: false,
  autoLoginEnabled: false,
  hasExternalOrgs: false,
  userProfile: false,
  hasPage: () => true,
};
const visible = (overrides: Partial<UserMenuContext>) => userMenuVisibility({ ...base, ...overrides });

describe('user menu visibility (spec 1 §2 "User menu", §6)', () => {
  it('a member: language, location and logout only', () => {
    expect(visible({})).toEqual({
      loggedInAs: false,
      autoLogin: false,
      language: true,
      location: true,
      switchOrganization: false,
      network: [],
      profile: false,
      logout: true,
    });
  });

  it('"switch organization (only if the user has external organizations or is already switched)"', () => {
    expect(visible({ hasExternalOrgs: true }).switchOrganization).toBe(true);
    expect(visible({ isSwitched: true }).switchOrganization).toBe(true);
    expect(visible({}).switchOrganization).toBe(false);
    expect(visible({ role: 'guest', hasExternalOrgs: true }).switchOrganization).toBe(false);
  });

  it('"my profile (only if the userProfile feature is on and not switched)"', () => {
    expect(visible({ userProfile: true }).profile).toBe(true);
    expect(visible({ userProfile: false }).profile).toBe(false);
    expect(visible({ userProfile: true, isSwitched: true }).profile).toBe(false);
    expect(visible({ userProfile: true, role: 'guest' }).profile).toBe(false);
  });

  it('"logged-in-as email (staff only)"', () => {
    expect(visible({ isStaff: true }).loggedInAs).toBe(true);
    expect(visible({ role: 'admin' }).loggedInAs).toBe(false);
  });

  it('"network submenu (staff only: create link, operational tasks)": create link always, pages once they exist', () => {
    expect(visible({ isStaff: true }).network.map((l) => l.id)).toEqual(['create-link', 'operational-tasks']);
    expect(visible({ isStaff: false, role: 'admin' }).network).toEqual([]);
    // Create link is a dialog: it does not wait for a page.
    expect(visible({ isStaff: true, hasPage: () => false }).network.map((l) => l.id)).toEqual([
      'create-link',
    ]);
    expect(
      visible({ isStaff: true, isSwitched: true, hasPage: () => false }).network.map((l) => l.id),
    ).toEqual(['create-link']);
  });

  it('auto-login entries "only for some organizations": admins of organizations that have it enabled', () => {
    expect(visible({ role: 'admin', autoLoginEnabled: true }).autoLogin).toBe(true);
    expect(visible({ role: 'admin', autoLoginEnabled: false }).autoLogin).toBe(false);
    expect(visible({ role: 'member', autoLoginEnabled: true }).autoLogin).toBe(false);
    expect(visible({ role: 'admin', autoLoginEnabled: true, isSwitched: true }).autoLogin).toBe(false);
  });

  it('a guest gets only the language switch', () => {
    expect(visible({ role: 'guest', isStaff: true })).toEqual({
      loggedInAs: false,
      autoLogin: false,
      language: true,
      location: false,
      switchOrganization: false,
      network: [],
      profile: false,
      logout: false,
    });
  });
});

describe('language switch: the organization\'s languages first, "see all" for every complete one', () => {
  it('keeps the organization order and drops unknown or repeated codes', () => {
    expect(languageChoices(['da', 'en-us', 'de', 'da', 'xx']).organization).toEqual(['da', 'en-us', 'de']);
  });

  it('"see all" offers the languages whose dictionary is complete (spec 2 §9\'s 27), no other', () => {
    const { all } = languageChoices(['da']);
    expect(all).toEqual([...OFFERED_UI_LANGUAGES]);
    expect(all).toEqual(expect.arrayContaining(['fr-fr', 'de', 'da', 'ja', 'ar']));
    // Offered nowhere until translated: choosing it would leave the screens English.
    expect(all).not.toContain('vi');
    expect(languageChoices(['vi', 'da']).organization).toEqual(['da']);
  });
});
