// check.mjs: opens an HTML report in headless Chromium and checks what a
// person sees: both hosts' headings, a failing cell of the legacy host
// that opens to its diff and SPEC clauses when clicked, the family filter,
// and no network request. Usage: node check.mjs REPORT.html SCREENSHOT.png
import { chromium } from 'playwright-core';
import path from 'node:path';

const [, , report, screenshot] = process.argv;
const fail = (msg) => { console.error('browser check: ' + msg); process.exit(1); };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
         '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const network = [];
  page.on('request', (r) => { if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) network.push(r.url()); });
  await page.goto('file://' + path.resolve(report));

  for (const name of ['rfc005-reference', 'node-legacy-example']) {
    const heading = page.getByRole('heading', { name: new RegExp('^' + name) });
    if (!(await heading.isVisible())) fail(`the heading of host ${name} is not visible`);
  }
  const cell = page.locator('td[id^="text-plain--push--"][id$="-node-legacy-example"]');
  if ((await cell.count()) !== 1) fail('no cell for text/plain on push of the legacy host');
  const diff = cell.locator('pre.diff');
  if (await diff.isVisible()) fail('the diff is visible before the cell is opened');
  await cell.locator('summary').click();
  await diff.waitFor({ state: 'visible', timeout: 5000 });
  const text = await diff.innerText();
  for (const want of ['text/plain on push, host node-legacy-example: fail', 'SPEC 2.1 text',
                      'mismatch (-want +got)', 'hello from the server', 'Reference not shown']) {
    if (!text.includes(want)) fail(`the opened cell does not show ${JSON.stringify(want)}:\n${text}`);
  }
  await page.screenshot({ path: screenshot });

  await page.selectOption('#f-family', 'text');
  const shown = await page.locator('#grid tbody tr:visible th').allInnerTexts();
  if (shown.length === 0 || shown.some((t) => !t.startsWith('text/'))) fail(`the family filter shows ${shown.join(', ')}`);
  if (network.length > 0) fail('the page made network requests: ' + network.join(', '));
  console.log(`browser check: ok (${shown.length} text cases after filtering; screenshot ${screenshot})`);
} finally {
  await browser.close();
}
