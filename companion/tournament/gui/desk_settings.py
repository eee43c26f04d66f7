"""The desk's preferences: the events opened lately, this desk's name and how many result slips it prints on a
page, read without loading the desk.

The main window lists the recent events in its File menu from here, before the
desk (and its database libraries) is loaded. A server's URL is kept without its
password (the password, if the user asked, is in the system's keyring).
"""

from urllib.parse import urlsplit, urlunsplit

RECENT_KEY = "desk/recent"
DESK_NAME_KEY = "desk/name"
FOLDER_KEY = "desk/last_folder"
IMPORT_FOLDER_KEY = "desk/import_folder"
SLIPS_PER_PAGE_KEY = "desk/slips_per_page"
RECENT_COUNT = 8


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


def remember_event(settings, location: str) -> list[str]:
    """Put the event first among the recent ones (without a password); the list as it is now."""
    shown = shown_location(location)
    recent = [shown] + [item for item in recent_events(settings) if item != shown]
    settings.setValue(RECENT_KEY, recent[:RECENT_COUNT])
    return recent[:RECENT_COUNT]


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
