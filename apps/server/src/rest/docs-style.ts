/** The reference page's stylesheet, inline so the page works offline; follows the system theme. */
export const DOCS_CSS = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2933; --muted: #616e7c; --line: #e4e7eb; --code: #f5f7fa; --accent: #f97316; }
@media (prefers-color-scheme: dark) { :root { --bg: #141517; --fg: #e4e7eb; --muted: #9aa5b1; --line: #2e3338; --code: #1f2226; } }
* { box-sizing: border-box; }
body { margin: 0; display: flex; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--fg); }
nav { position: sticky; top: 0; height: 100vh; overflow-y: auto; width: 300px; flex: none; padding: 20px; border-right: 1px solid var(--line); font-size: 13px; }
nav ul { list-style: none; padding-left: 0; } nav ul ul { padding-left: 4px; margin: 4px 0 12px; } nav li { margin: 3px 0; }
nav a { color: inherit; text-decoration: none; } nav a:hover { color: var(--accent); }
.title { font-weight: 700; font-size: 15px; }
main { flex: 1; min-width: 0; max-width: 1000px; padding: 24px 40px 80px; }
h1 small { color: var(--muted); font-weight: 400; font-size: 14px; }
h2 { margin-top: 48px; padding-bottom: 6px; border-bottom: 2px solid var(--accent); }
h3 code { font-size: 15px; } h4 { margin: 16px 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--code); padding: 1px 4px; border-radius: 4px; }
.op { border: 1px solid var(--line); border-radius: 8px; padding: 4px 20px 12px; margin: 20px 0; }
.method { display: inline-block; min-width: 58px; text-align: center; font: 700 11px/1.8 ui-monospace, monospace; color: #fff; border-radius: 4px; padding: 0 6px; }
.get { background: #2f80ed; } .post { background: #27ae60; } .put { background: #f2994a; } .patch { background: #9b51e0; } .delete { background: #eb5757; }
.lock, .open { font-size: 12px; font-weight: 500; border: 1px solid var(--line); border-radius: 10px; padding: 1px 8px; color: var(--muted); }
table { width: 100%; border-collapse: collapse; font-size: 13px; } th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--line); }
th { color: var(--muted); font-weight: 600; } .req { color: var(--accent); font-size: 11px; } .none { color: var(--muted); font-size: 13px; }
.responses { list-style: none; padding: 0; font-size: 14px; } .responses li { margin: 4px 0; }
.status { display: inline-block; width: 44px; font: 700 12px ui-monospace, monospace; } .ok { color: #27ae60; } .err { color: #eb5757; }
@media (max-width: 800px) { body { display: block; } nav { position: static; height: auto; width: auto; border-right: 0; border-bottom: 1px solid var(--line); } main { padding: 16px; } }
`;
