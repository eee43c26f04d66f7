"""Result slips carry each player's personal QR code once the event was served to the players' phones (the
address the server ran at is kept in the event); before that, none."""

import subprocess
import sys

from companion.tournament.phones import PhoneSettings
from companion.tournament.store import EventStore
from tests.tournament.pdf_text import page_texts
from tests.tournament.web.conftest import make_event

NOTE = "Or report it from your phone: scan your code (it is yours only)."


def export_slips(location: str, out) -> list[str]:
    run = subprocess.run([sys.executable, "-m", "companion", "event", "export", location, "pdf-slips", str(out)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return page_texts(out)


def test_slips_carry_the_personal_codes_once_the_event_was_served(tmp_path):
    location = make_event(str(tmp_path / "slips.companion-event"))
    before = export_slips(location, tmp_path / "before.pdf")
    assert len(before) == 3 and not any(NOTE in text for text in before)
    with EventStore.open(location) as store:
        store.edit_phone_settings(PhoneSettings(address="http://192.168.1.20:8080/"))
    after = export_slips(location, tmp_path / "after.pdf")
    assert len(after) == 3 and all(NOTE in " ".join(text.split()) for text in after)
    assert (tmp_path / "after.pdf").stat().st_size > (tmp_path / "before.pdf").stat().st_size + 2000  # the codes


def test_the_exported_pairings_carry_the_join_address_once_the_event_was_served(tmp_path):
    location = make_event(str(tmp_path / "pairings.companion-event"))

    def exported(name: str) -> list[str]:
        out = tmp_path / name
        run = subprocess.run([sys.executable, "-m", "companion", "event", "export", location, "pdf-pairings",
                              str(out)], capture_output=True, text=True, timeout=300)
        assert run.returncode == 0, run.stderr
        return page_texts(out)

    assert not any("http://" in text for text in exported("before.pdf"))
    with EventStore.open(location) as store:
        store.edit_phone_settings(PhoneSettings(address="http://192.168.1.20:8080/"))
    assert all("http://192.168.1.20:8080/" in text for text in exported("after.pdf"))
