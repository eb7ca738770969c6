/** Small real files for uploads, written into the test's own output folder. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import type { TestInfo } from '@playwright/test';

/** A 1×1 PNG: real image bytes, so the server's magic-byte check accepts it. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function write(testInfo: TestInfo, name: string, bytes: Buffer | string): string {
  const path = testInfo.outputPath(name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return path;
}

export const tinyPng = (testInfo: TestInfo, name = 'image.png') => write(testInfo, name, TINY_PNG);

export const textFile = (testInfo: TestInfo, name: string, text: string) => write(testInfo, name, text);
