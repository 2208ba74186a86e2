import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Public build-time settings (see the README table). Defaults fit the one-process mode on port 3000.
process.env.PUBLIC_API_ORIGIN ??= 'http://localhost:3000';
process.env.PUBLIC_CLIENT_KEY ??= 'larder-web';
process.env.PUBLIC_RECAPTCHA_SCRIPT_URL ??= 'https://www.google.com/recaptcha/api.js';
process.env.PUBLIC_BRAND_SLUG = process.env.BRAND_SLUG || 'larder';
process.env.PUBLIC_BRAND_NAME = process.env.BRAND_NAME || 'Larder';

export default defineConfig({
  envPrefix: 'PUBLIC_',
  plugins: [reactRouter()],
  build: { target: 'es2022' },
});
