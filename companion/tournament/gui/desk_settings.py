"""The desk's preferences: the events opened lately, this desk's name, how many result slips it prints on a
page and, per event, the spreadsheet its exports are for; read without loading the desk.

The main window lists the recent events in its File menu from here, before the
desk (and its database libraries) is loaded. A server's URL is kept without its
password (the password, if the user asked, is in the system's keyring).

The spreadsheet an event's exports are for (its language and separator) is kept here, on this machine, by the
event's location (``event_key``: a file's absolute path, a server's URL without its password), not in the event:
the spreadsheet is the one installed where the desk runs, and a copy of the event taken to another laptop should
not carry this one's Excel with it. Nothing about the event file is read to remember it (its path is only text;
opening the file outside SQLite would drop the store's locks, ``companion.files``). An event moved to another
folder starts again from the app's language.
"""

import os
from urllib.parse import urlsplit, urlunsplit

RECENT_KEY = "desk/recent"
DESK_NAME_KEY = "desk/name"
FOLDER_KEY = "desk/last_folder"
IMPORT_FOLDER_KEY = "desk/import_folder"
SLIPS_PER_PAGE_KEY = "desk/slips_per_page"
SPREADSHEET_KEY = "desk/spreadsheet_forms"
RECENT_COUNT = 8
SPREADSHEET_COUNT = 32
"""The events whose spreadsheet is remembered, the latest chosen kept."""


def recent_events(settings) -> list[str]:
    """The events opened lately, newest first: files, and server URLs without their passwords."""
    stored = settings.value(RECENT_KEY, [])
    if isinstance(stored, str):
        stored = [stored]
    return [str(item) for item in stored or [] if item]


def shown_location(location: str) -> str:
    """A location as the desk lists and remembers it: a file's path, or a server's URL without a password."""
    if "://" not in location:
        return location
    parts = urlsplit(location)
    if parts.password is None:
        return location
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{parts.username}@{host}" if parts.username else host
    if parts.port is not None:
        netloc += f":{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


RECENT_NAMES_KEY = "desk/recent_names"
"""Each recent event's name, by its place as listed: a JSON object."""


def remember_event(settings, location: str, name: str | None = None) -> list[str]:
    """Put the event first among the recent ones (without a password), with its name when given (else the name kept
    before, if any); the list as it is now."""
    shown = shown_location(location)
    recent = ([shown] + [item for item in recent_events(settings) if item != shown])[:RECENT_COUNT]
    settings.setValue(RECENT_KEY, recent)
    names = {where: kept for where, kept in recent_names(settings).items() if where in recent}
    if name is not None:
        names[shown] = name
    keep_recent_names(settings, names)
    return recent


def recent_names(settings) -> dict[str, str]:
    """Each recent event's name as it was when this desk last had it open (by its place as listed). The names are
    kept in the preferences, so listing the recent events reads no event file: reading one outside SQLite, above all
    one this process has open, would drop the store's locks (``companion.files``)."""
    import json

    try:
        kept = json.loads(str(settings.value(RECENT_NAMES_KEY, "{}")))
    except ValueError:
        return {}
    return {str(where): str(name) for where, name in kept.items()} if isinstance(kept, dict) else {}


def keep_recent_names(settings, names: dict[str, str]) -> None:
    import json

    settings.setValue(RECENT_NAMES_KEY, json.dumps(names, ensure_ascii=False))


def keep_event_name(settings, location: str, name: str) -> None:
    """The open event's name as it is now (renamed on the Event page, here or at another desk), for its recent entry."""
    shown = shown_location(location)
    names = recent_names(settings)
    if shown in recent_events(settings) and names.get(shown) != name:
        names[shown] = name
        keep_recent_names(settings, names)


def slips_per_page(settings) -> int:
    """The result slips this desk prints on a page, as last chosen: 1, 2 or 4 (1 until one was chosen)."""
    from companion.tournament.documents import SLIPS_PER_PAGE

    try:
        kept = int(settings.value(SLIPS_PER_PAGE_KEY, 1))
    except (TypeError, ValueError):
        return 1
    return kept if kept in SLIPS_PER_PAGE else 1


def keep_slips_per_page(settings, per_page: int) -> None:
    settings.setValue(SLIPS_PER_PAGE_KEY, int(per_page))


def event_key(location: str) -> str:
    """The event as its remembered preferences name it: a file's absolute path (as text: the file is not touched),
    a server's URL without its password."""
    return shown_location(location) if "://" in location else os.path.abspath(location)


def _spreadsheet_entries(settings) -> list[list[str]]:
    stored = settings.value(SPREADSHEET_KEY, [])
    if isinstance(stored, str):
        stored = [stored]
    # Each entry: language, separator and the event, between spaces (the event's path may hold any).
    return [parts for parts in (str(item).split(" ", 2) for item in stored or [] if item) if len(parts) == 3]


def spreadsheet_form(settings, location: str | None) -> tuple[str, str] | None:
    """The language and separator last chosen for the event at ``location``'s spreadsheet exports, or None when
    none was (or what is kept is not one the exports know)."""
    from companion.tournament.exports import SPREADSHEET_LANGUAGES, SPREADSHEET_SEPARATORS

    if not location:
        return None
    key = event_key(location)
    for language, separator, event in _spreadsheet_entries(settings):
        if event == key:
            known = language in SPREADSHEET_LANGUAGES and separator in SPREADSHEET_SEPARATORS
            return (language, separator) if known else None
    return None


def keep_spreadsheet_form(settings, location: str | None, language: str, separator: str) -> None:
    """Remember the spreadsheet chosen for the event at ``location`` (first among the ``SPREADSHEET_COUNT`` kept)."""
    if not location:
        return
    key = event_key(location)
    entries = [f"{language} {separator} {key}"] + [" ".join(parts) for parts in _spreadsheet_entries(settings)
                                                   if parts[2] != key]
    settings.setValue(SPREADSHEET_KEY, entries[:SPREADSHEET_COUNT])
