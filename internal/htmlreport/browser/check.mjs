// check.mjs: opens an HTML report in headless Chromium and checks what a
// person sees: both hosts' headings, a failing cell of the legacy host
// that opens to its diff and SPEC clauses when clicked, the family filter,
// the legacy host's causes (pressed from the keyboard, a cause shows just
// the rows where that host's results have it, with the family filter too,
// and all rows again when pressed again; an example opens its cell), that
// a malformed #open= fragment throws nothing, a cell's title names its
// verdict, host and lane, and no network request. Usage: node check.mjs REPORT.html SCREENSHOT.png
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
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // A malformed fragment (%E0 is no UTF-8) is ignored: no cell opens, no error.
  await page.goto('file://' + path.resolve(report) + '#open=%E0');
  await page.waitForTimeout(200);
  if (errors.length > 0) fail(`#open=%E0 throws: ${errors.join('; ')}`);
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

  // A cell's title, derived when the pointer reaches it: the reference's
  // cell for text/plain on push, and the legacy host's opened one.
  const passCell = page.locator('#grid tbody tr', { has: page.locator('th', { hasText: /^text\/plain$/ }) })
    .locator('td.v-pass').first();
  await passCell.hover();
  const title = await passCell.getAttribute('title');
  if (!/^pass: rfc005-reference on [a-z/-]+$/.test(title || '')) fail(`a passing cell's title is ${JSON.stringify(title)}`);
  await cell.locator('summary').hover();
  if ((await cell.getAttribute('title')) !== 'fail: node-legacy-example on push') fail(`the failing cell's title is ${JSON.stringify(await cell.getAttribute('title'))}`);

  await page.selectOption('#f-family', 'text');
  const shown = await page.locator('#grid tbody tr:visible th').allInnerTexts();
  if (shown.length === 0 || shown.some((t) => !t.startsWith('text/'))) fail(`the family filter shows ${shown.join(', ')}`);
  await page.selectOption('#f-family', '');
  const causes = await checkCauses(page, shown.length);
  if (network.length > 0) fail('the page made network requests: ' + network.join(', '));
  console.log(`browser check: ok (${shown.length} text cases after filtering; ${causes}; screenshot ${screenshot})`);
} finally {
  await browser.close();
}

// checkCauses presses the legacy host's first cause from the keyboard and
// checks the rows shown against the cells marked with it, alone and with
// the family filter, then presses it again; and follows one of its
// examples. It returns what it saw, in words.
async function checkCauses(page, textRows) {
  const all = await page.locator('#grid tbody tr').count();
  const legacy = page.locator('.host', { has: page.getByRole('heading', { name: /^node-legacy-example/ }) });
  const button = legacy.locator('button.cause').first();
  if ((await legacy.locator('button.cause').count()) === 0) fail('the legacy host lists no cause');
  const words = (await button.innerText()).trim();
  const count = Number(await button.locator('.n').innerText());
  await button.focus();
  await page.keyboard.press('Enter');
  if ((await button.getAttribute('aria-pressed')) !== 'true') fail('Enter on a cause does not press it');
  const h = await button.getAttribute('data-h');
  const c = await button.getAttribute('data-c');
  // rows returns the rows shown, and the rows whose being shown or hidden
  // disagrees with their cells.
  const rows = () => page.evaluate(({ h, c }) => {
    const grid = document.getElementById('grid');
    const n = Number(grid.dataset.hosts);
    const family = document.getElementById('f-family').value;
    let shown = 0;
    const wrong = [];
    for (const row of grid.tBodies[0].rows) {
      let has = false;
      for (let i = 1; i < row.cells.length; i++) {
        if ((i - 1) % n === Number(h) && row.cells[i].dataset.c === c) has = true;
      }
      const want = has && (!family || row.dataset.family === family);
      if (want === row.hidden) wrong.push(row.cells[0].textContent);
      if (!row.hidden) shown++;
    }
    return { shown, wrong };
  }, { h, c });
  const alone = await rows();
  if (alone.wrong.length > 0) fail(`the cause ${words} shows or hides the wrong rows: ${alone.wrong.slice(0, 5).join(', ')}`);
  if (alone.shown === 0 || alone.shown > count || alone.shown === all) fail(`the cause ${words} (${count} results) shows ${alone.shown} of ${all} rows`);
  const status = await page.locator('#cause-status').innerText();
  if (!status.includes(`Showing the ${alone.shown} cases where node-legacy-example`)) fail(`the status says ${JSON.stringify(status)}`);
  await page.screenshot({ path: screenshot.replace(/\.png$/, '-cause.png') });

  await page.selectOption('#f-family', 'text');
  const text = await rows();
  if (text.wrong.length > 0 || text.shown > Math.min(alone.shown, textRows)) {
    fail(`the cause with the family filter shows ${text.shown} rows, wrong: ${text.wrong.slice(0, 5).join(', ')}`);
  }
  await page.selectOption('#f-family', '');

  await button.focus();
  await page.keyboard.press(' ');
  if ((await button.getAttribute('aria-pressed')) !== 'false') fail('pressing a cause again does not release it');
  const visible = await page.locator('#grid tbody tr:visible').count();
  if (visible !== all) fail(`after the cause is released ${visible} of ${all} rows show`);
  if ((await page.locator('#cause-status').innerText()) !== '') fail('the status still speaks of a cause');

  const example = legacy.locator('.causes a').first();
  const target = (await example.getAttribute('href')).replace(/^#open=/, '');
  await example.click();
  const opened = page.locator(`td[id="${target}"] details`);
  await page.waitForFunction((id) => document.getElementById(id).querySelector('details').open, target, { timeout: 5000 });
  if (!(await opened.locator('pre.diff').isVisible())) fail(`the example ${target} does not open its cell`);
  return `the cause ${JSON.stringify(words)} shows ${alone.shown} of ${all} rows, ${text.shown} with the text family`;
}
