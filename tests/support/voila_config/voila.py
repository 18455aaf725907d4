# Voila's settings for the browser tests' own Voila (support.browser.start_voila points
# --Voila.config_file_paths here; a file named voila.py at the repository root would shadow
# the voila package for `python -m voila`).
#
# Voila 0.5's page says goodbye on beforeunload (a sendBeacon to /voila/api/shutdown/<kernel>
# carrying the _xsrf cookie's value), but its render page never sets that cookie: every
# goodbye is refused ("403 ... '_xsrf' argument missing from POST", a console error on the
# page) and the kernel lives on until culled. Reading the handler's xsrf_token before the
# page streams sets it. apps/serve.py does the same in its own render handler.


def set_xsrf_cookie(req_handler, notebook, cwd):
    req_handler.xsrf_token  # noqa: B018 - reading it sets the cookie
    return None


c.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie  # noqa: F821 - `c` is the config Voila gives
