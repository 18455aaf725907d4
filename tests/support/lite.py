"""Driving a notebook in the JupyterLite UI (the build sets exposeAppInBrowser)."""

from __future__ import annotations

from urllib.parse import quote

KERNEL_READY = 180_000  # ms; 10-30 s seen alone, slower while another notebook starts

# Starts running every cell once the notebook's Pyodide kernel is up, and leaves the
# outcome in window.__liteRun (the command's promise settles only when all cells ran).
START_RUN_ALL = """() => { window.__liteRun = null; (async () => {
    const app = window.jupyterapp;
    const panel = app.shell.currentWidget;
    await panel.context.ready;
    await panel.sessionContext.ready;
    const started = performance.now();
    const ok = await app.commands.execute('notebook:run-all-cells');
    window.__liteRun = {ok: ok === true, seconds: (performance.now() - started) / 1000};
})().catch(err => { window.__liteRun = {ok: false, error: String(err)}; }); }"""

# Every code cell's state after the run: its execution count and its error outputs.
CELL_REPORT = """() => {
    const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
    const report = [];
    for (let i = 0; i < cells.length; i++) {
        const cell = cells.get(i);
        if (cell.type !== 'code') continue;
        const outputs = cell.outputs.toJSON();
        report.push({index: i, count: cell.executionCount,
                     errors: outputs.filter(o => o.output_type === 'error').map(o => `${o.ename}: ${o.evalue}`)});
    }
    return report;
}"""

# Runs code in the notebook's kernel and returns what it printed.
KERNEL_EXECUTE = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const future = kernel.requestExecute({code});
    let out = '';
    future.onIOPub = (msg) => {
        if (msg.header.msg_type === 'stream') out += msg.content.text;
        if (msg.header.msg_type === 'error') out += `ERROR ${msg.content.ename}: ${msg.content.evalue}`;
    };
    await future.done;
    return out;
}"""


def open_notebook(page, url: str, path: str, timeout: int) -> None:
    page.goto(f"{url}/lab/index.html?path={quote(path)}")
    page.wait_for_function(
        "() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
        " && window.jupyterapp.shell.currentWidget.sessionContext",
        timeout=timeout,
    )


def start_run_all(page) -> None:
    page.evaluate(START_RUN_ALL)


def wait_run_all(page, timeout: int) -> dict:
    page.wait_for_function("() => window.__liteRun !== null && window.__liteRun !== undefined", timeout=timeout)
    return page.evaluate("() => window.__liteRun")


def cell_report(page) -> list[dict]:
    return page.evaluate(CELL_REPORT)


def kernel_print(page, code: str) -> str:
    return page.evaluate(KERNEL_EXECUTE, code)


class Fence:
    """Every request a context made that left 127.0.0.1, and every page error."""

    def __init__(self):
        self.outside: list[str] = []
        self.errors: list[str] = []

    def watch(self, context):
        local = ("http://127.0.0.1", "data:", "blob:")
        context.on(
            "request", lambda request: None if request.url.startswith(local) else self.outside.append(request.url)
        )
        context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(local) else route.abort())
        return self

    def watch_page(self, page):
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.set_default_timeout(30_000)
        return page
