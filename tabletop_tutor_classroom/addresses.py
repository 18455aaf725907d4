"""The addresses other devices on the classroom network reach this machine by: the class
server and the offline site both print them for the students."""

from __future__ import annotations

import contextlib
import socket

__all__ = ["lan_addresses"]


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that other devices on the network can use."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        found.update(str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
    # Asking the routing table which address would reach another network: a UDP socket's
    # connect() sends nothing. 192.0.2.1 is a documentation address (RFC 5737).
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            found.add(probe.getsockname()[0])
        except OSError:
            pass
    return sorted(a for a in found if not a.startswith("127.") and a != "0.0.0.0")
