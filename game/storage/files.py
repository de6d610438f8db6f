"""Where Aluette keeps its files, and how it reads and writes them without ever losing one.

Every file is a mapping with a format ``version``. Reading is defensive: a size limit, safe
YAML only, scanned first for aliases and deep nesting (``game.documents``),
and a table of upgrades from each known older version. A file that cannot be used is moved
aside to ``NAME.bad-YYYYMMDD-HHMMSS`` and reported as a ``Notice``: the program goes on with
defaults. Writing is atomic (temporary file, fsync, rename), so a kill at any moment leaves
either the old file or the new one.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs
import yaml

from game.documents import DocumentError, SafeDumper, parse_document

APP = "aluette"
ENV_VAR = "ALUETTE_DATA_DIR"
MAX_BYTES = 2_000_000
STALE_TEMP_SECONDS = 600
PROBE = "probe"
"""The name of the empty file ``probe`` writes and removes (swept if a kill left it)."""


@dataclass(frozen=True, slots=True)
class DataDir:
    """The two folders of one player's files: settings in ``config``, the rest in ``data``."""

    config: Path
    data: Path

    @classmethod
    def resolve(cls, folder: str | os.PathLike[str] | None = None) -> DataDir:
        """``folder`` (``aluette --data-dir``), else ``$ALUETTE_DATA_DIR``, else the platform's."""
        chosen = folder or os.environ.get(ENV_VAR)
        if chosen:
            path = Path(chosen).expanduser()
            return cls(path, path)
        return cls(
            platformdirs.user_config_path(APP, appauthor=False),
            platformdirs.user_data_path(APP, appauthor=False),
        )


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the player should be told about their files, as a key of ``locale/*.yaml``."""

    key: str
    values: dict[str, str] = field(default_factory=dict)

    def text(self, translate: Callable[..., str]) -> str:
        """The sentence in the player's language: ``notice.text(Translator("fr"))``."""
        return translate(self.key, **self.values)

    def __str__(self) -> str:
        from game.i18n import Translator

        return self.text(Translator("en"))


class Damaged(ValueError):
    """A file that cannot be used; the message says why (for logs, not for players)."""


class TooNew(Damaged):
    """A file written by a later version of Aluette."""


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of file: its name, current version and how to bring older versions up to date.

    ``upgrades`` maps every readable version to a function returning the document in the
    current shape; the current version's entry is the identity.
    """

    name: str
    version: int
    upgrades: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]


def same(document: dict[str, Any]) -> dict[str, Any]:
    """The upgrade of a document already in the current version."""
    return document


def read_bytes(path: Path) -> bytes | None:
    """The file's bytes, None when there is no file; Damaged when unreadable or oversize."""
    try:
        with path.open("rb") as f:
            data = f.read(MAX_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):  # no folder there: no file either
        return None
    except OSError as err:
        raise Damaged(f"cannot be read ({err.strerror or err})") from None
    if len(data) > MAX_BYTES:
        raise Damaged(f"larger than {MAX_BYTES} bytes")
    return data


def parse(data: bytes) -> Any:
    """JSON, else YAML read safely (``game.documents``); Damaged when it is neither."""
    try:
        return parse_document(data)
    except DocumentError as err:
        raise Damaged(str(err)) from None


def upgrade(document: Any, kind: Kind) -> dict[str, Any]:
    """The document in the current version of ``kind``; Damaged or TooNew when impossible."""
    if not isinstance(document, dict):
        raise Damaged(f"a {type(document).__name__}, not a mapping")
    version = document.get("version")
    if type(version) is not int:
        raise Damaged(f"no format version (version: {version!r})")
    if version > kind.version:
        raise TooNew(f"version {version}, newer than {kind.version}")
    if version not in kind.upgrades:
        raise Damaged(f"version {version} is not a known version")
    upgraded = kind.upgrades[version](dict(document))
    upgraded["version"] = kind.version
    return upgraded


def set_aside(path: Path, key: str, notices: list[Notice]) -> None:
    """Move a file that cannot be used out of the way, and tell the player."""
    backup = move_aside(path)
    add_notice(notices, Notice(key, {"file": path.name, "backup": backup.name}))


def move_aside(path: Path) -> Path:
    """Rename a file to ``NAME.bad-YYYYMMDD-HHMMSS`` (kept for the curious, never read again)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while backup.exists():
        n += 1
        backup = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    try:
        path.rename(backup)
    except OSError:
        return path
    return backup


def add_notice(notices: list[Notice], notice: Notice) -> None:
    """Add a notice unless the same one is already waiting (an autosave failing every move)."""
    if notice not in notices:
        notices.append(notice)


def load(
    path: Path,
    kind: Kind,
    notices: list[Notice],
    build: Callable[[dict[str, Any]], Any],
    bad_key: str = "storage.bad_file",
    upgraded: list[int] | None = None,
) -> Any:
    """``build(document)`` from the file, or None when absent, damaged, too new or refused.

    ``build`` raises Damaged (or any error) to refuse the content; the file is then set aside.
    The version of a file older than ``kind``'s is added to ``upgraded``.
    """
    try:
        raw = read_bytes(path)
        if raw is None:
            return None
        document = parse(raw)
        built = build(upgrade(document, kind))
        if upgraded is not None and document["version"] < kind.version:
            upgraded.append(document["version"])
        return built
    except TooNew:
        set_aside(path, "storage.newer_file", notices)
    # A damaged file must never stop the program: whatever its content makes fail is refused.
    except Exception:
        set_aside(path, bad_key, notices)
    return None


def dump_json(document: Mapping[str, Any]) -> bytes:
    """Compact JSON, the format of the files written often (the match, statistics, history)."""
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()


def dump_yaml(document: Mapping[str, Any]) -> bytes:
    """Readable YAML for the file a player may open in an editor (settings)."""
    text = yaml.dump(dict(document), Dumper=SafeDumper, sort_keys=False, allow_unicode=True)
    return text.encode()


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` all at once, durably: the old or the new file, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open folders, and needs not."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write(path: Path, data: bytes, notices: list[Notice]) -> bool:
    """``atomic_write``, telling the player instead of failing (disk full, read-only folder)."""
    try:
        atomic_write(path, data)
    except OSError as err:
        cannot_write(path, err, notices)
        return False
    return True


def probe(folder: Path) -> OSError | None:
    """Whether a file can be written in ``folder`` (made if missing): None, else why not.

    Asked at start, so that a player whose folder is read-only hears it before playing, not
    after a match they thought was kept."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{PROBE}.", suffix=".tmp", dir=folder)
    except OSError as err:
        return err
    os.close(fd)
    with suppress(OSError):
        os.unlink(tmp)
    return None


def cannot_write(path: Path, err: OSError, notices: list[Notice]) -> None:
    """Tell the player that a file could not be written or removed, and why."""
    reason = err.strerror or type(err).__name__
    add_notice(notices, Notice("storage.cannot_write", {"file": path.name, "reason": reason}))


def sweep_temporaries(folder: Path, names: tuple[str, ...]) -> None:
    """Delete temporary files left by a program killed while writing (old ones only)."""
    limit = time.time() - STALE_TEMP_SECONDS
    for name in names:
        for tmp in folder.glob(f".{name}.*.tmp"):
            with suppress(OSError):
                if tmp.stat().st_mtime < limit:
                    tmp.unlink()
