"""Fixtures for the widget tests."""

from __future__ import annotations

import logging

import pytest
from support.widgets import make_table


@pytest.fixture
def table():
    return make_table()


@pytest.fixture
def quiet_logs(caplog):
    """Capture logs; the test may then call ``quiet_logs()`` to assert nothing alarming was logged."""
    caplog.set_level(logging.DEBUG)

    def check():
        bad = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info or "Traceback" in r.getMessage()]
        assert not bad, [r.getMessage() for r in bad]

    return check
