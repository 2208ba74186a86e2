import { describe, expect, it } from 'vitest';
import { isNativeApp } from './native-app';

const IDENTIFIERS = ['larder-ios', 'larder-android'];
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Larder-iOS/3.2.0';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const ANDROID_APP = `${ANDROID_CHROME} larder-android/3.2.0`;
const ANDROID_WEB_VIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36';

describe('isNativeApp', () => {
  it('recognises our iOS and Android apps by their identifiers, in any case', () => {
    expect(isNativeApp(IPHONE_APP, IDENTIFIERS)).toBe(true);
    expect(isNativeApp(ANDROID_APP, IDENTIFIERS)).toBe(true);
  });

  it('recognises an Android web view', () => {
    expect(isNativeApp(ANDROID_WEB_VIEW, IDENTIFIERS)).toBe(true);
    expect(isNativeApp(ANDROID_WEB_VIEW, [])).toBe(true);
  });

  it('does not take mobile browsers for the apps', () => {
    expect(isNativeApp(IPHONE_SAFARI, IDENTIFIERS)).toBe(false);
    expect(isNativeApp(ANDROID_CHROME, IDENTIFIERS)).toBe(false);
    expect(isNativeApp('', IDENTIFIERS)).toBe(false);
  });

  it('uses the identifiers it is given, not built-in names', () => {
    expect(isNativeApp(IPHONE_APP, ['other-ios'])).toBe(false);
    expect(isNativeApp(`${IPHONE_SAFARI} Other-iOS/1.0`, ['other-ios'])).toBe(true);
    expect(isNativeApp(IPHONE_APP, [''])).toBe(false);
  });
});
