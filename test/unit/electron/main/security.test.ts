import { describe, expect, it, vi } from 'vitest';
import { electronMock, FakeWebContents, state } from '../electron-mock';

vi.mock('electron', () => electronMock());

const { denyPermissions, guardWebContents, isSafeExternalUrl } = await import('../../../../electron/main/security');
const isAppUrl = (url: string) => url.startsWith('app://mdm/');

function guarded() {
  const contents = new FakeWebContents();
  const openExternal = vi.fn(async () => undefined);
  guardWebContents(contents as never, isAppUrl, openExternal);
  return { contents, openExternal };
}

describe('web contents guards', () => {
  it('closes developer tools at once in the packaged app, and lets them open while developing', () => {
    const packaged = new FakeWebContents();
    guardWebContents(
      packaged as never,
      isAppUrl,
      vi.fn(async () => undefined),
    );
    packaged.openDevTools();
    expect(packaged.devToolsOpen).toBe(false);
    const developing = new FakeWebContents();
    guardWebContents(
      developing as never,
      isAppUrl,
      vi.fn(async () => undefined),
      { developerTools: true },
    );
    developing.openDevTools();
    expect(developing.devToolsOpen).toBe(true);
  });

  it('hands only http(s) URLs to the system browser', () => {
    expect(isSafeExternalUrl('https://example.com/docs')).toBe(true);
    expect(isSafeExternalUrl('http://example.com')).toBe(true);
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'app://mdm/x', 'not a url']) {
      expect(isSafeExternalUrl(url)).toBe(false);
    }
  });

  it('denies navigation away from the app and opens web links externally instead', () => {
    const { contents, openExternal } = guarded();
    const event = { preventDefault: vi.fn() };
    contents.emit('will-navigate', event, 'https://evil.example/');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledWith('https://evil.example/');

    const fileEvent = { preventDefault: vi.fn() };
    contents.emit('will-navigate', fileEvent, 'file:///etc/passwd');
    expect(fileEvent.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledTimes(1);

    const inApp = { preventDefault: vi.fn() };
    contents.emit('will-navigate', inApp, 'app://mdm/index.html');
    expect(inApp.preventDefault).not.toHaveBeenCalled();

    const redirect = { preventDefault: vi.fn() };
    contents.emit('will-redirect', redirect, 'https://elsewhere.example/');
    expect(redirect.preventDefault).toHaveBeenCalled();
  });

  it('denies every window.open, and webviews', () => {
    const { contents, openExternal } = guarded();
    expect(contents.windowOpenHandler!({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://example.com');
    expect(contents.windowOpenHandler!({ url: 'app://mdm/index.html' })).toEqual({ action: 'deny' });
    const event = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('denies permission requests and checks (camera, geolocation, notifications...)', async () => {
    const { session } = await import('electron');
    denyPermissions(session.defaultSession);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'fullscreen']) {
      const cb = vi.fn();
      state.permissionRequest!(null, permission, cb);
      expect(cb).toHaveBeenCalledWith(false);
      expect(state.permissionCheck!(null, permission)).toBe(false);
    }
  });
});
