import { describe, expect, it } from 'vitest';
import { isSitePath } from '@shared/sitePaths';
import {
  ADMIN_SECTIONS,
  afterLoginPath,
  loginPathFor,
  personPath,
  sectionOf,
} from './adminSections';

describe('admin sections', () => {
  it('gives every section and a person page an address the server serves the site at', () => {
    for (const section of ADMIN_SECTIONS) expect(isSitePath(section.path)).toBe(true);
    expect(isSitePath(personPath(12))).toBe(true);
    expect(isSitePath('/admin/dashboard')).toBe(true);
  });

  it('finds the section of an address whatever its case or trailing slash', () => {
    expect(sectionOf('/Admin/People/12/')?.id).toBe('people');
    expect(sectionOf('/admin/security')?.id).toBe('security');
    expect(sectionOf('/admin/dashboard')).toBeUndefined();
    expect(sectionOf('/admin/peoplex')).toBeUndefined();
  });

  it('comes back to the section a deep link asked for after the login form', () => {
    const login = loginPathFor('/admin/people/12', '?tab=1');
    expect(afterLoginPath(login.slice(login.indexOf('?')))).toBe('/admin/people/12?tab=1');
    expect(afterLoginPath('?next=%2Fadmin%2Fmessages')).toBe('/admin/messages');
  });

  it('never follows ?next= away from the admin', () => {
    for (const next of ['https://evil.test/admin/people', '//evil.test', '/admin/../x', '/']) {
      expect(afterLoginPath(`?${new URLSearchParams({ next })}`)).toBe('/admin/overview');
    }
    expect(afterLoginPath('')).toBe('/admin/overview');
  });
});
