"""The pure-Python wheels the browser needs, and their pyodide-lock.json entries.

Pyodide's npm package has the interpreter but no package wheels, and its lock names
Pyodide's own rebuilds. We ship PyPI's (or the kernel's bundled) wheels instead, so each
lock entry is rewritten from the wheel itself: file name, sha256, import names, and
dependencies read from the wheel's metadata as they apply in the browser (emscripten).
"""

from __future__ import annotations

import email.parser
import hashlib
import importlib.metadata
import json
import os
import subprocess
import sys
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename
from packaging.version import Version


class SiteError(RuntimeError):
    """The site cannot be built as promised: a wheel is missing, a hash differs..."""


@dataclass(frozen=True)
class Wheel:
    path: Path
    name: str  # as the wheel's metadata spells it
    version: Version
    requires: tuple[Requirement, ...]

    @property
    def key(self) -> str:
        return canonicalize_name(self.name)

    @classmethod
    def read(cls, path: Path) -> Wheel:
        with zipfile.ZipFile(path) as archive:
            meta_name = next(n for n in archive.namelist() if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
            meta = email.parser.Parser().parsestr(archive.read(meta_name).decode())
        return cls(
            path,
            meta["Name"],
            Version(meta["Version"]),
            tuple(Requirement(r) for r in meta.get_all("Requires-Dist") or ()),
        )

    def depends(self, env: dict, extras: Iterable[str] = ()) -> list[Requirement]:
        """What this wheel needs in the browser (with ``extras`` asked for)."""
        wanted = []
        for req in self.requires:
            if req.marker is None or any(req.marker.evaluate({**env, "extra": e}) for e in ("", *extras)):
                wanted.append(req)
        return wanted

    def imports(self) -> list[str]:
        """Top-level import names: Pyodide loads the wheel when a cell imports one."""
        with zipfile.ZipFile(self.path) as archive:
            names = archive.namelist()
            top = [n for n in names if n.endswith(".dist-info/top_level.txt")]
            if top:
                return sorted(filter(None, archive.read(top[0]).decode().split()))
        found = set()
        for name in names:
            first, _, rest = name.partition("/")
            if first.endswith((".dist-info", ".data")):
                continue
            if rest == "__init__.py":
                found.add(first)
            elif not rest and first.endswith(".py"):
                found.add(first[:-3])
        return sorted(found)

    def sha256(self) -> str:
        return file_sha256(self.path)

    def lock_entry(self, env: dict, extras: Iterable[str] = ()) -> dict:
        return {
            "name": self.name,
            "version": str(self.version),
            "file_name": self.path.name,
            "install_dir": "site",
            "sha256": self.sha256(),
            "package_type": "package",
            "imports": self.imports(),
            "unvendored_tests": False,
            "depends": sorted({canonicalize_name(r.name) for r in self.depends(env, extras)}),
        }


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def emscripten_env(lock_info: dict) -> dict:
    """PEP 508 marker values inside Pyodide (from the lock's own ``info``)."""
    full = lock_info["python"]
    return {
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "os_name": "posix",
        "platform_machine": lock_info.get("arch", "wasm32"),
        "platform_release": "",
        "platform_version": "",
        "python_version": ".".join(full.split(".")[:2]),
        "python_full_version": full,
        "implementation_name": "cpython",
        "implementation_version": full,
        "platform_python_implementation": "CPython",
    }


def pinned_version(name: str) -> Version | None:
    """The version uv.lock installed in the environment the build was started from (which
    passes its versions in TT_SITE_PINS when the build runs in an environment of its own),
    else in this one, if any."""
    pins = json.loads(os.environ.get("TT_SITE_PINS") or "{}")
    pinned = {canonicalize_name(k): v for k, v in pins.items()}.get(canonicalize_name(name))
    if pinned:
        return Version(pinned)
    try:
        return Version(importlib.metadata.version(name))
    except importlib.metadata.PackageNotFoundError:
        return None


class Resolver:
    """Collects the wheels that ``roots`` need, from local wheels first, then PyPI.

    A PyPI download is pinned to the version this environment has (uv.lock pins the lite
    group's), else to the version Pyodide's lock names, else the newest that fits."""

    def __init__(
        self,
        local: Iterable[Path],
        cache: Path,
        env: dict,
        pyodide_versions: dict[str, str],
        log: Callable[[str], None] = print,
    ):
        self.local: dict[str, list[Wheel]] = {}
        for path in local:
            wheel = Wheel.read(path)
            self.local.setdefault(wheel.key, []).append(wheel)
        self.cache, self.env, self.pyodide_versions, self.log = cache, env, pyodide_versions, log
        self.chosen: dict[str, Wheel] = {}
        self.extras: dict[str, set[str]] = {}
        self.expanded: set[str] = set()  # wheels whose dependencies are queued

    def resolve(self, roots: Iterable[str]) -> dict[str, Wheel]:
        todo = [Requirement(r) for r in roots]
        while todo:
            fetch: list[tuple[Requirement, str]] = []
            later: list[Requirement] = []  # asked for again this round: checked once chosen
            for req in todo:  # (the list may grow while we walk it: extras add requirements)
                key = canonicalize_name(req.name)
                if key in self.chosen:
                    self._check(self.chosen[key], req)
                    self._add_extras(key, req.extras, fetch_more=todo)
                    continue
                local = [w for w in self.local.get(key, ()) if req.specifier.contains(w.version, prereleases=True)]
                if local:
                    self._choose(max(local, key=lambda w: w.version), req.extras)
                elif key in {canonicalize_name(r.name) for r, _ in fetch}:
                    later.append(req)
                else:
                    fetch.append((req, self._pin(req)))
            todo = later
            missing = [spec for _, spec in fetch if self._cached(Requirement(spec)) is None]
            if missing:  # one pip call per round of dependencies, not one per wheel
                self.log(f"  downloading {', '.join(missing)}")
                pip_download(missing, self.cache, self.env["python_version"])
            for req, spec in fetch:
                wheel = self._cached(Requirement(spec))
                if wheel is None:
                    raise SiteError(f"no pure-Python wheel for {spec} (needed in the browser by {req})")
                self._choose(wheel, req.extras)
            for key in [k for k in self.chosen if k not in self.expanded]:
                self.expanded.add(key)
                todo.extend(self.chosen[key].depends(self.env, self.extras.get(key, ())))
        return self.chosen

    def _choose(self, wheel: Wheel, extras) -> None:
        self.chosen[wheel.key] = wheel
        self.extras.setdefault(wheel.key, set()).update(extras)

    def _add_extras(self, key: str, extras, fetch_more: list) -> None:
        new = set(extras) - self.extras.setdefault(key, set())
        if new:
            self.extras[key] |= new
            fetch_more.extend(self.chosen[key].depends(self.env, new))

    @staticmethod
    def _check(wheel: Wheel, req: Requirement) -> None:
        if not req.specifier.contains(wheel.version, prereleases=True):
            raise SiteError(f"{wheel.name} {wheel.version} is shipped, but something needs {req}")

    def _pin(self, req: Requirement) -> str:
        for version in (pinned_version(req.name), self.pyodide_versions.get(canonicalize_name(req.name))):
            if version is not None and req.specifier.contains(Version(str(version)), prereleases=True):
                return f"{req.name}=={version}"
        return f"{req.name}{req.specifier}"

    def _cached(self, req: Requirement) -> Wheel | None:
        key = canonicalize_name(req.name)
        matches = []
        for path in self.cache.glob("*.whl"):
            name, version, _, _ = parse_wheel_filename(path.name)
            if name == key and req.specifier.contains(version, prereleases=True):
                matches.append((version, path))
        return Wheel.read(max(matches)[1]) if matches else None


def pip_download(specs: list[str], dest: Path, python_version: str) -> None:
    """Pure-Python wheels only: that is all Pyodide can load from outside its own build."""
    dest.mkdir(parents=True, exist_ok=True)
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--quiet",
        "--disable-pip-version-check",
        "--no-deps",
        "--only-binary=:all:",
        "--implementation",
        "py",
        "--abi",
        "none",
        "--platform",
        "any",
        "--python-version",
        python_version,
        "-d",
        str(dest),
        *specs,
    ]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode:
        raise SiteError(f"pip could not download {' '.join(specs)}:\n{done.stderr[-2000:]}")
