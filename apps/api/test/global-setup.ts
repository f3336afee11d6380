import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates, type TemplateRun } from './template-database.ts';

/**
 * The run's database templates (test/template-database.ts), built once before any test file and removed
 * when the run ends. Here rather than in a file's hook: under load the build outlasts a hook's timeout.
 */
export default async function setup(project: TestProject) {
  const run: TemplateRun = {
    folder: fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-modelos-')),
    id: randomBytes(4).toString('hex'),
  };
  const teardown = async () => {
    await dropTemplates(run);
    fs.rmSync(run.folder, { recursive: true, force: true });
  };
  try {
    await buildTemplates(run);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('templateRun', run);
  return teardown;
}
