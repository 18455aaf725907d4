"""The QR code on the projector: the students' join address with the room code in it, so a
phone's camera opens the class page with the code filled in."""

from __future__ import annotations

import io
from urllib.parse import urlencode

import segno

__all__ = ["join_url", "qr_svg"]


def join_url(base: str, code: str) -> str:
    """``base`` (the students' address, ``http://192.168.1.20:8010/``) for room ``code``."""
    return f"{base.rstrip('/')}/?{urlencode({'room': code})}"


def qr_svg(url: str) -> str:
    """``url`` as an SVG QR code: one unit a module (the page scales it), a quiet zone of
    four modules, error correction M (a projector's glare costs a few modules)."""
    out = io.BytesIO()
    # a document of its own (with its namespace), served as /qr.svg
    segno.make(url, error="m", micro=False).save(
        out, kind="svg", scale=1, border=4, omitsize=True, title=url, light="white"
    )
    return out.getvalue().decode("utf-8")
