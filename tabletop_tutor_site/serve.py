"""Serve the built site as plain static files, to this machine and the local network.

Plain on purpose: with COOP/COEP headers the kernel's second worker broke (page errors,
hung cells), and nothing the site does needs them.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

from .build import DEFAULT_OUTPUT, SiteError, check_site

__all__ = ["serve", "start_server", "lan_addresses"]


def lan_addresses() -> list[str]:
    """This computer's addresses on the local networks (the class server's helper, imported
    when asked: the site builder's own environment has only this package)."""
    from tabletop_tutor_classroom.addresses import lan_addresses as found

    return found()


class SiteHandler(SimpleHTTPRequestHandler):
    # Browsers refuse WebAssembly streaming and ES modules served with the wrong type.
    extensions_map: ClassVar[dict[str, str]] = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
    }

    def log_message(self, format, *args):  # a classroom of 30 would flood the terminal
        pass


def start_server(directory: Path = DEFAULT_OUTPUT, host: str = "0.0.0.0", port: int = 8000) -> ThreadingHTTPServer:
    """A running server (in a thread) over the built ``directory``; ``port`` 0 picks one."""
    directory = Path(directory)
    if not (directory / "jupyter-lite.json").exists():
        raise SiteError(f"no site in {directory}: build it first (python -m tabletop_tutor_site build)")
    check_site(directory)
    server = ThreadingHTTPServer((host, port), functools.partial(SiteHandler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def serve(
    directory: Path = DEFAULT_OUTPUT,
    host: str = "0.0.0.0",
    port: int = 8000,
    say: Callable[[str], None] = print,
    stop: threading.Event | None = None,
) -> None:
    """Serve until Ctrl+C (or ``stop`` is set), after saying where to point the browsers."""
    server = start_server(directory, host, port)
    port = server.server_address[1]
    say(f"Serving {Path(directory).resolve()}")
    say(f"  on this computer:  http://127.0.0.1:{port}/")
    if host in ("0.0.0.0", ""):
        addresses = lan_addresses()
        for address in addresses:
            say(f"  on other devices on this network:  http://{address}:{port}/")
        if not addresses:
            say("  (no network address found: other devices need this computer's IP address)")
        say(
            "  If another device cannot connect, allow incoming connections on port "
            f"{port} in this computer's firewall. Python runs in each browser: the server only sends files."
        )
    else:
        say(f"  only on {host}: use --host 0.0.0.0 to let other devices on the network in")
    say("Press Ctrl+C to stop.")
    try:
        (stop or threading.Event()).wait()
    except KeyboardInterrupt:
        say("stopped")
    finally:
        server.shutdown()
        server.server_close()
