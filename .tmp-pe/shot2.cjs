const { chromium } = require('@playwright/test');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const paths = { whale: '/experiencia/ballenas-bahia-magdalena', snorkel: '/experiencia/snorkel-cenotes-tulum', trip: '/viaje/barrancas-del-cobre', en: '/en/experience/snorkel-cenotes-tulum' };
  for (const [name, path] of Object.entries(paths)) {
    for (const width of [360, 768, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.route('**/assets/*.js', () => {});
      await page.goto('http://127.0.0.1:3100' + path, { waitUntil: 'commit' });
      await page.locator('#reservar form').waitFor();
      await page.locator('#reservar').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/pe/step-${name}-${width}.png` });
      await page.close();
    }
  }
  await browser.close();
})();
