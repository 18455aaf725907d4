"""Helpers the test folders share, one module a subject: ``browser`` (Chromium, servers,
boxes), ``lite`` (the offline site in Chromium), ``lessons`` (the checks every game's
lessons and texts pass), ``redrawn`` (the redrawn-world check), ``tables`` (every
message table), ``widgets`` (tables driven by the page's messages). On pytest's pythonpath
(pyproject.toml)."""
