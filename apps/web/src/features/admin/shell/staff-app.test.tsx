import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaffApp } from './staff-app.ts';

// Decision 0207: the back office registers the staff app's worker, scoped to /admin, and links its
// manifest; the public pages never call this, and development builds do not register it.

afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()));

const stubWorkers = () => {
  const register = vi.fn(async () => ({}));
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { register } }));
  return register;
};

describe('the staff app', () => {
  it('registers /admin-sw.js with the /admin scope and links the manifest once', () => {
    const register = stubWorkers();
    renderHook(() => useStaffApp(true));
    renderHook(() => useStaffApp(true));
    expect(register).toHaveBeenCalledWith('/admin-sw.js', { scope: '/admin' });
    expect(document.head.querySelectorAll('link[rel="manifest"][href="/admin.webmanifest"]')).toHaveLength(1);
  });

  it('does nothing in development', () => {
    const register = stubWorkers();
    renderHook(() => useStaffApp(false));
    expect(register).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
