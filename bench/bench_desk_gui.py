"""Time the desk's GUI: a result entered → the standings on screen (budget: median <= 100 ms), 256 players.

Run as ``.venv/bin/python bench/bench_desk_gui.py``. The 256-player event of ``desk_events.large_event``
after 8 rounds is written through the store, with the last 64 tables of round 8 left without a result.
The real desk tab (1366×768, offscreen) shows the Standings page; each sample types a result into the
Round page's form and saves it, and the clock stops when the standings page shows the new ranking and its
table has been repainted. The save, the read-back and the standings run on the desk's worker; the rest is
the pages' refresh on the GUI thread, timed on its own too. Also: opening the event in the desk.
"""

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("COMPANION_CONFIG_DIR", tempfile.mkdtemp(prefix="companion-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desk_events import large_event  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.application import create_application  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402
from companion.tournament.event import Round, Table  # noqa: E402
from companion.tournament.gui.desk import DeskTab  # noqa: E402
from companion.tournament.store import EventStore, PlayerInput  # noqa: E402

PLAYERS, ROUNDS, OPEN_TABLES = 256, 8, 64
BUDGET_MS = 100.0


def build(path: Path) -> None:
    event = large_event(PLAYERS, ROUNDS)
    with EventStore.create(path, event.settings) as store:
        store.import_players(PlayerInput(player.name, player.club) for player in event.players)
        for round_ in event.rounds:
            store.publish_round(Round(round_.number, tuple(Table(table.number, table.players)
                                                           for table in round_.tables), round_.bye))
            last = round_.number == ROUNDS
            for table in round_.tables[:len(round_.tables) - OPEN_TABLES] if last else round_.tables:
                store.report(round_.number, table.number, table.result)


def wait(app: QApplication, condition) -> None:
    """Run the event loop until ``condition()``, idling between turns as the app's own loop does (a loop that
    spun without sleeping would take the GIL from the desk's worker)."""
    while not condition():
        app.processEvents()
        time.sleep(0.0002)


def report(name: str, samples: list[float], budget: float | None = None) -> None:
    median = statistics.median(samples)
    verdict = "" if budget is None else f" (budget {budget:g} ms: {'ok' if median <= budget else 'OVER BUDGET'})"
    print(f"{name}: median {median:.1f} ms, min {min(samples):.1f} ms, max {max(samples):.1f} ms, "
          f"n={len(samples)}{verdict}", flush=True)


def main() -> None:
    app = create_application([])
    settings = open_settings()
    theme.apply(app, settings)
    path = Path(tempfile.mkdtemp(prefix="companion-bench-desk-")) / "bench.companion-event"
    started = time.perf_counter()
    build(path)
    print(f"built {PLAYERS} players, {ROUNDS} rounds in {time.perf_counter() - started:.1f} s", flush=True)

    opening = []
    for _ in range(5):
        desk = DeskTab(settings)
        desk.resize(1366, 768)
        desk.show()
        start = time.perf_counter()
        desk.open_location(str(path))
        wait(app, lambda d=desk: d.session is not None)
        app.processEvents()
        opening.append((time.perf_counter() - start) * 1000)
        desk.close_event()
        wait(app, lambda d=desk: not d.jobs.busy())
        desk.deleteLater()
    report("open the event in the desk (the page in view filled)", opening)

    desk = DeskTab(settings)
    desk.resize(1366, 768)
    desk.show()
    desk.open_location(str(path))
    wait(app, lambda: desk.session is not None)
    desk.session.poll_timer.stop()  # nobody else writes: every refresh is the one the save brings
    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    app.processEvents()
    refresh_times = []
    original = desk.state_changed

    def timed_refresh(state) -> None:
        start = time.perf_counter()
        original(state)
        refresh_times.append((time.perf_counter() - start) * 1000)

    desk.session.state_changed.disconnect(desk.state_changed)
    desk.session.state_changed.connect(timed_refresh)
    round_page = desk.round_page
    samples = []
    for sample in range(OPEN_TABLES - 4):
        round_page.result_form.choose_first_open_table()
        round_page.result_form.vp_first.setText(str(200 + sample))
        round_page.result_form.vp_second.setText("100")
        round_page.result_form.result_edited()
        before = desk.standings_page.model.ranking
        start = time.perf_counter()
        round_page.result_form.save_result()
        wait(app, lambda b=before: desk.standings_page.model.ranking is not b)
        desk.standings_page.view.viewport().repaint()
        samples.append((time.perf_counter() - start) * 1000)
        wait(app, lambda: not desk.session.busy())
    missing = sum(table.result is None for table in desk.session.current_event.rounds[-1].tables)
    assert missing == 4, missing
    report("result entered -> standings on screen", samples[10:], BUDGET_MS)
    report("  of which the pages' refresh on the GUI thread", refresh_times[10:])
    desk.close_event()
    wait(app, lambda: not desk.jobs.busy())


if __name__ == "__main__":
    main()
