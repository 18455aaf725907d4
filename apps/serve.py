"""Serve the classroom apps (one table per game and the quiz of the day) with Voila.

    uv run python apps/serve.py            # http://<this computer>:8866/ for the class
    uv run python apps/serve.py --port 9000 --local   # this computer only

Every page that opens gets its own Python kernel (about 80 MB). A kernel is closed when
its page closes (Voila asks on ``beforeunload``); a kernel whose page went away without
asking (a laptop lid shut, a lost network) is culled once it has had no page connected
and no work for ``CULL_IDLE_SECONDS``. A page left open keeps its kernel, idle or not.
"""
from __future__ import annotations

import argparse
import socket
import subprocess
import sys
from pathlib import Path

APPS = Path(__file__).resolve().parent
#: a kernel with no page connected and no work for this long is shut down
CULL_IDLE_SECONDS = 120
#: how often the culler looks
CULL_INTERVAL_SECONDS = 30
#: how long a page may wait for its kernel to start
KERNEL_STARTUP_SECONDS = 300


def voila_args(port: int, ip: str, cull_idle: int = CULL_IDLE_SECONDS, cull_interval: int = CULL_INTERVAL_SECONDS) -> list[str]:
    """The Voila command line for the apps folder (the tests start it the same way)."""
    return [sys.executable, "-m", "voila", str(APPS), "--no-browser", f"--port={port}", f"--Voila.ip={ip}",
            # no code and no tracebacks on a projector
            "--VoilaConfiguration.strip_sources=True", "--VoilaConfiguration.show_tracebacks=False",
            f"--MappingKernelManager.cull_idle_timeout={cull_idle}",
            f"--MappingKernelManager.cull_interval={cull_interval}",
            "--MappingKernelManager.cull_connected=False",
            # a class opens its pages together: thirty kernels starting at once on a small
            # server take longer than Voila's default minute
            f"--VoilaExecutor.startup_timeout={KERNEL_STARTUP_SECONDS}"]


def lan_address() -> str | None:
    """This computer's address on the local network (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        try:
            sock.connect(("10.255.255.255", 1))
            return sock.getsockname()[0]
        except OSError:
            return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the tabletop-tutor apps with Voila.")
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--local", action="store_true", help="accept this computer only (127.0.0.1)")
    options = parser.parse_args(argv)
    ip = "127.0.0.1" if options.local else "0.0.0.0"
    print(f"The apps: http://127.0.0.1:{options.port}/")
    address = lan_address()
    if not options.local and address:
        print(f"Other devices on this network: http://{address}:{options.port}/ "
              "(the computer's firewall must let the port through)")
    print("Apps: " + ", ".join(f"voila/render/{p.name}" for p in sorted(APPS.glob("*.ipynb"))))
    print("Stop with Ctrl+C.")
    return subprocess.call(voila_args(options.port, ip))


if __name__ == "__main__":
    sys.exit(main())
