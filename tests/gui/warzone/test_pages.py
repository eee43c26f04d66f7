"""The Warzone damage chart, Radioactive Zone tracker, Tunnel checklist and house-rules reference."""

from fractions import Fraction

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt

from companion.gui.warzone import create_tab
from companion.model.warzone.environments import TUNNEL_CHANGES
from tests.helpers import settle, shown_active


@pytest.fixture
def tab(qtbot, settings):
    return shown_active(qtbot, create_tab(settings))


def shown(qtbot, tab, panel):
    tab.setCurrentWidget(panel)
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


def headline(panel):
    return {panel.table.cell_text(r, 0): (panel.table.cell_text(r, 1), panel.table.item(r, 1).toolTip())
            for r in range(panel.table.rowCount())}


def test_the_tab_and_its_pages(tab):
    assert tab.title() == "Warzone"
    assert [tab.tabText(i) for i in range(tab.count())] == [
        "Ramming", "Damage test", "Victory points", "Environments", "House rules"]
    assert [panel.calculator.name for panel in tab.panels()] == ["ramming", "damage", "victory-points", "radioactive"]


def test_damage_headline_and_curves(qtbot, tab):
    panel = shown(qtbot, tab, tab.damage_panel)
    # DAM 12 against AR 24: (20 + 12 - 24) / 20 = 8/20 per test.
    assert headline(panel)["One damage test wounds"] == ("40.00%", "2/5")
    panel.multiplier.setValue(3)
    panel.w.setValue(2)
    settle(qtbot, panel)
    # Two or more of three tests at 2/5: 3 (2/5)^2 (3/5) + (2/5)^3 = 44/125.
    figures = headline(panel)
    assert figures["Removing the target (W 2)"] == ("35.20%", "44/125")
    assert figures["At least one wound"] == ("78.40%", str(1 - Fraction(3, 5) ** 3))
    assert panel.wounds_chart.bar_heights() == pytest.approx([21.6, 43.2, 35.2])
    chart = panel.curve_chart
    assert [line.name for line in chart.series] == ["At least one wound", "Removing the target (W 2)"]
    assert chart.series[0].xs == tuple(range(15, 36))
    # At AR 15 one test wounds on 17/20; at AR 35 only a natural 20 wounds, 1/20.
    assert chart.hover_text(15).splitlines()[:2] == ["Target AR (dashed line: the current target): 15",
                                                 f"At least one wound: 99.66%  ({1 - Fraction(3, 20) ** 3})"]
    assert chart.series[0].values[-1] == 1 - Fraction(19, 20) ** 3
    assert "standard Warzone armour test" in panel.rule_note.text()


def test_the_damage_chart_marks_the_current_ar(qtbot, tab):
    panel = shown(qtbot, tab, tab.damage_panel)
    chart = panel.curve_chart
    assert chart.marker.isVisible() and chart.marker.value() == 24
    panel.ar.setFocus()
    qtbot.keyClick(panel.ar, Qt.Key.Key_Up)
    settle(qtbot, panel)
    assert chart.marker.value() == 25
    panel.ar.setValue(10)
    settle(qtbot, panel)
    assert chart.marker.isVisible() and chart.marker.value() == 10
    assert chart.series[0].xs == tuple(range(8, 36)), "the chart widens to keep AR 10 in view"
    assert headline(panel)["One damage test wounds"] == ("95.00%", "19/20")


def effect_rows(panel):
    table = panel.effects
    return [(table.item(r, 1).text(), bool(table.item(r, 1).flags() & Qt.ItemFlag.ItemIsEnabled))
            for r in range(table.rowCount())]


def test_radioactive_tracker_before_the_risk_turn(qtbot, tab):
    panel = shown(qtbot, tab, tab.environments_panel)
    panel.turn.setValue(3)
    settle(qtbot, panel)
    rows = effect_rows(panel)
    assert [active for _, active in rows] == [True, True, True, False, False, False, False]
    assert rows[0][0] == "✔ Combat Fatigue" and rows[3][0] == "Fatigue"
    assert panel.effects.item(0, 2).text() == "−2" and panel.effects.item(2, 2).text() == "−1"
    assert panel.status.text() == "Zone turn 3 for this unit."
    assert panel.risk_note.text() == "No wound risk yet: the ATS test starts at zone turn 7."
    assert panel.wounds_chart.bar_heights() == pytest.approx([100.0, 0, 0, 0, 0, 0])


def test_radioactive_tracker_with_a_para_deployed_contaminated_unit(qtbot, tab):
    panel = shown(qtbot, tab, tab.environments_panel)
    panel.turn.setValue(8)
    panel.landing.setValue(3)
    panel.contaminated.setChecked(True)
    settle(qtbot, panel)
    # Landed on Turn 3: zone turn 6; contaminated models suffer zone turn 7, the ATS 15 risk (fail on 16-20).
    assert panel.status.text() == ("Zone turn 6 for this unit. Its contaminated models suffer the effects of "
                                   "zone turn 7.")
    assert all(active for _, active in effect_rows(panel))
    figures = headline(panel)
    assert figures["One model fails the test"] == ("25.00%", "1/4")
    assert figures["Expected wounds"][0] == "1.25"
    assert figures["At least one wound in the unit"][1] == str(1 - Fraction(3, 4) ** 5)
    assert panel.wounds_chart.bar_heights()[0] == pytest.approx(float(Fraction(3, 4) ** 5) * 100)
    panel.wounds.setValue(2)
    settle(qtbot, panel)
    assert headline(panel)["Expected models removed"][0] == "0.00"


def test_the_landing_turn_cannot_be_after_the_current_turn(qtbot, tab):
    panel = shown(qtbot, tab, tab.environments_panel)
    panel.turn.setValue(6)
    panel.landing.setValue(5)
    panel.turn.setValue(4)
    assert panel.landing.maximum() == 4 and panel.landing.value() == 4
    settle(qtbot, panel)
    assert panel.status.text() == "Zone turn 1 for this unit." and panel.status_label.isHidden()


def test_tunnel_checklist_ticks_by_keyboard_and_remembers(qtbot, tab, settings):
    panel = shown(qtbot, tab, tab.environments_panel)
    checklist = panel.tunnel
    assert checklist.count() == len(TUNNEL_CHANGES)
    texts = [checklist.item(r).text() for r in range(checklist.count())]
    assert "Line of sight reaches 14\" instead of the Night's 12\"." in texts
    assert "Reduced Morale −3 is in effect." in texts
    assert any("500 points" in text and "150 points" in text for text in texts)
    checklist.setFocus()
    checklist.setCurrentRow(3)
    qtbot.keyClick(checklist, Qt.Key.Key_Space)
    assert panel.ticked_tunnel_rules() == ["los_limit"]
    assert settings.value("warzone/tunnel_checked") in (["los_limit"], "los_limit")
    again = create_tab(settings)
    qtbot.addWidget(again)
    for other in again.panels():
        settle(qtbot, other)  # its workers must finish before the test tears it down
    assert again.environments_panel.ticked_tunnel_rules() == ["los_limit"]
    panel.clear_ticks.click()
    assert panel.ticked_tunnel_rules() == []


def test_the_reference_filter(qtbot, tab):
    page = tab.reference_page
    tab.setCurrentWidget(page)
    assert page.count.text() == "30 of 30 rules"
    page.filter.setFocus()
    qtbot.keyClicks(page.filter, "speron")
    assert page.count.text() == "1 of 30 rules"
    text = page.browser.toPlainText()
    assert "Ramming" in text and "Italian name: Speronamento" in text and "Victory points" not in text
    page.filter.clear()
    qtbot.keyClicks(page.filter, "vehicle wait")  # every word must match
    assert [title for _, title, _ in page.shown] == ["Vehicle movement status", "Ramming"]
    page.filter.clear()
    qtbot.keyClicks(page.filter, "bosco")
    assert [title for _, title, _ in page.shown] == ["Dense Woods"]
    page.filter.clear()
    qtbot.keyClicks(page.filter, "zzz")
    assert page.count.text() == "0 of 30 rules" and "No rule matches" in page.browser.toPlainText()
    page.filter.clear()
    assert len(page.shown) == 30
    assert page.filter_label.buddy() is page.filter


def test_a_language_change_rewords_every_page(qtbot, tab):
    for panel in tab.panels():
        shown(qtbot, tab, panel)
    for page in [tab, *tab.pages]:
        QCoreApplication.sendEvent(page, QEvent(QEvent.Type.LanguageChange))
    assert tab.tabText(0) == "Ramming"
    assert tab.ramming_panel.rows_table.horizontalHeaderItem(1).text() == "Reached"
    assert tab.ramming_panel.path.cell_text(0, "kind") == "Enemy model"
    assert tab.victory_panel.summary.text() == "Player 1: 0 VP    Player 2: 0 VP"
    assert tab.reference_page.count.text() == "30 of 30 rules"
