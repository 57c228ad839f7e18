import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Outside the work tree, because nothing under it may be ignored by git for us. */
const screenshotDir = process.env.MARQUEE_SCREENSHOT_DIR ?? '/tmp/marquee-screenshots';

/** Saves a full-page PNG named after `name` and returns its path, for looking at a page by eye. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const safe = name.replace(/[^a-z0-9._-]+/gi, '-').replace(/^-+|-+$/g, '') || 'page';
  const path = join(screenshotDir, `${safe}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
