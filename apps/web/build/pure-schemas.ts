import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration']);

/** Whether evaluating `node` calls anything at module load (calls inside function bodies wait). */
function callsAtLoad(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(callsAtLoad);
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return false;
  const n = node as Node;
  if (FUNCTIONS.has(n.type)) return false;
  if (n.type === 'CallExpression' || n.type === 'NewExpression' || n.type === 'TaggedTemplateExpression') return true;
  return Object.entries(n).some(
    ([key, value]) => key !== 'type' && value !== null && typeof value === 'object' && callsAtLoad(value),
  );
}

/**
 * In the browser build, every top-level constant of packages/contracts whose value is built by calls
 * (zod schemas) becomes a pure immediately-invoked function: `const x = /* @__PURE__ *\/ (() => (…))()`.
 * It runs exactly as before when something uses it; when nothing does, the bundler drops it whole.
 * zod's builder calls otherwise look like side effects, so a screen that imports one list or limit
 * from a schema module carried zod and every schema beside it. Bare top-level statements (e.g.
 * `z.config(...)`) are left alone and keep running.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'pure-contract-constants',
    // The dev server keeps the modules as written (and their line numbers); only the bundle is shaken.
    apply: 'build',
    transform(code, id) {
      if (!/packages\/contracts\/src\/.*\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && callsAtLoad(init)) inits.push(init);
        }
      }
      if (inits.length === 0) return null;
      let out = '';
      let from = 0;
      for (const init of inits) {
        out += `${code.slice(from, init.start)}/* @__PURE__ */ (() => (${code.slice(init.start, init.end)}))()`;
        from = init.end;
      }
      return { code: out + code.slice(from), map: null };
    },
  };
}
