import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { MANTINE_STYLES, mantineStyles } from '../../build/mantine-styles';

const core = dirname(createRequire(import.meta.url).resolve(MANTINE_STYLES));
const plugin = mantineStyles();
type Hook = (this: unknown, ...args: string[]) => unknown;
const hook = (name: 'transform' | 'load' | 'resolveId') => plugin[name] as unknown as Hook;
const classNames = (component: string, dir = component) =>
  join(core, 'esm', 'components', dir, `${component}.module.mjs`);
const transform = (id: string) => hook('transform').call({}, readFileSync(id, 'utf8'), id) as { code: string } | null;

describe("Mantine's stylesheets in the build", () => {
  it("puts a component's stylesheet on its class names module, after its directive", () => {
    const out = transform(classNames('Button'))!.code;
    expect(out.startsWith('"use client";\nimport ')).toBe(true);
    expect(out).toContain(JSON.stringify(join(core, 'styles', 'Button.layer.css')));
    // A component in a folder of another keeps its own sheet.
    expect(transform(classNames('CheckboxCard', 'Checkbox/CheckboxCard'))!.code).toContain('CheckboxCard.layer.css');
    // The labels of switches, checkboxes and radios, outside the components folder.
    const inline = join(core, 'esm', 'utils', 'InlineInput', 'InlineInput.module.mjs');
    expect(transform(inline)!.code).toContain('InlineInput.layer.css');
  });

  it('leaves every other module alone', () => {
    const button = join(core, 'esm', 'components', 'Button', 'Button.mjs');
    expect(transform(button)).toBeNull();
    expect(hook('transform').call({}, 'export default {};', '/app/src/Row.module.mjs')).toBeNull();
  });

  it('keeps only the base of the whole stylesheet: reset, variables and global rules', async () => {
    const whole = join(core, MANTINE_STYLES.replace('@mantine/core/', ''));
    const resolve = async () => ({ id: whole });
    expect(await hook('resolveId').call({ resolve }, MANTINE_STYLES, '/app/src/main.tsx')).toBe(whole);
    expect(await hook('resolveId').call({ resolve }, 'other.css', '/app/src/main.tsx')).toBeNull();
    const base = hook('load').call({}, whole) as string;
    const sheet = (name: string) => readFileSync(join(core, 'styles', `${name}.layer.css`), 'utf8');
    expect(base).toContain(sheet('baseline'));
    expect(base).toContain(sheet('default-css-variables'));
    expect(base).toContain(sheet('global'));
    expect(base).not.toContain(sheet('Button'));
    expect(base.length).toBeLessThan(readFileSync(whole, 'utf8').length / 4);
  });
});
