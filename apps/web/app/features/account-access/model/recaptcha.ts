// reCAPTCHA v3 in the browser: loads Google's script once (PUBLIC_RECAPTCHA_SCRIPT_URL, served at run time, so tests can serve a
// stand-in speaking the same API) and asks for a token for an action ('signup', 'login').
import { publicSettings } from '../../../lib/public-settings';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

export function loadRecaptcha(
  siteKey = publicSettings().recaptchaSiteKey,
  scriptUrl = publicSettings().recaptchaScriptUrl,
) {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set('render', siteKey);
    script.src = url.toString();
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('the captcha script did not load'));
    };
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) {
        loading = undefined;
        reject(new Error('the captcha script loaded without grecaptcha'));
        return;
      }
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    document.head.append(script);
  });
  return loading;
}

export async function captchaToken(action: string, siteKey = publicSettings().recaptchaSiteKey): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
